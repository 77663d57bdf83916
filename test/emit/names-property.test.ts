// Every name the checks accept compiles under `tsc --strict`: contracts whose tool,
// argument, field, type and resource names are random identifiers, JavaScript built-ins
// (Object.prototype members, global functions) and TypeScript's global type names are
// either refused by a check or generate a folder that type-checks cleanly.
import fs from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { loadToolset, typeCheckFolder } from "../conformance/harness.js";

/** Names that have a meaning of their own in JavaScript or TypeScript. */
const TRICKY = [
  "toString", "valueOf", "constructor", "__proto__", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable",
  "toLocaleString", "__defineGetter__", "prototype", "length", "name", "then", "default", "delete", "class", "new",
  "Record", "Array", "Promise", "Object", "String", "Number", "Boolean", "Symbol", "Error", "Map", "Set", "Date",
  "RegExp", "JSON", "Math", "Function", "Partial", "Readonly", "Omit", "Pick", "Exclude", "NonNullable", "Awaited",
  "ReturnType", "Parameters", "Uint8Array", "Buffer", "NodeJS", "URL", "console", "process", "globalThis", "undefined",
  "NaN", "Infinity", "eval", "arguments", "any", "unknown", "never", "object", "Issue", "Validation", "Context",
  "Task", "ToolResult", "validators", "ArgsOf", "ToolArgs", "input", "path", "key", "value", "args", "ctx", "deps",
  "task", "results", "checked", "reply", "raw", "found", "report", "at", "isObject", "get", "count", "matches",
];

const identifier = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/);
const aName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...TRICKY) }, { weight: 1, arbitrary: identifier });

/** A contract using `names` in every position: types, a resource, tools, arguments and fields. */
function contract(names: readonly string[]): string {
  const n = (i: number): string => names[i % names.length] ?? "x";
  return `toolset names "Names in every position."
context { owner_id: string(1..40) }
type ${n(0)} = { ${n(1)}: int, ${n(2)}?: string(1..20), ${n(3)}: bool }
type ${n(4)} = string(1..20)
resource ${n(5)} { id string(1..20) owner owner_id missing "No {id}." }
read ${n(6)} {
  doc "Reads one thing by its id."
  arg ${n(7)}: ${n(5)} "The id."
  arg ${n(8)}?: ${n(0)} "A record."
  arg ${n(9)}: ${n(4)}[..3] "Some texts."
  returns { ${n(10)}: ${n(5)}, ${n(11)}: int }
  rule ${n(9)} == ["a"] => ${n(8)} present "Needs it."
}
write ${n(12)} {
  doc "Changes one thing: updates its record."
  arg ${n(13)}: ${n(5)} "The id."
  arg ${n(14)}: int(1..9) "How much."
  seen ${n(13)}
}
finish ${n(15)} {
  doc "Ends the task."
  arg ${n(16)}: string(1..200) "The reply."
  arg ${n(17)}: ${n(12)}[..2]
  rule count(${n(17)}) >= 1 => ${n(16)} present "Say why."
}
`;
}

const SAFE = Array.from({ length: 18 }, (_, i) => `plain_${i}`);
const errors = (text: string): boolean =>
  compileSources([{ path: "names.tool", headerPath: "contracts/names.tool", text }]).diagnostics.some((d) => d.severity === "error");

/** `names` with each one a check refuses in its position (tried alone among plain names) replaced by a plain name. */
function acceptedNames(names: readonly string[]): string[] {
  return names.map((name, i) => (errors(contract(SAFE.map((s, j) => (j === i ? name : s)))) ? (SAFE[i] as string) : name));
}

/** Whether the checks accept the contract, and the tsc messages of its generated folder when they do. */
async function verdict(text: string): Promise<{ accepted: boolean; tsc: string[] }> {
  if (errors(text)) return { accepted: false, tsc: [] };
  const loaded = await loadToolset("names", text);
  const tsc = typeCheckFolder(loaded.dir);
  fs.rmSync(loaded.dir, { recursive: true, force: true });
  return { accepted: true, tsc };
}

describe("names the checks accept", () => {
  it("each tricky name, in every position, compiles under tsc --strict or is refused", async () => {
    // Rotations put each tricky name in each of the 18 positions once across the runs.
    const accepted: string[] = [];
    for (let shift = 0; shift < TRICKY.length; shift += 18) {
      const names = Array.from({ length: 18 }, (_, i) => TRICKY[(shift + i * 5) % TRICKY.length] as string);
      const unique = acceptedNames(names.map((x, i) => (names.indexOf(x) === i ? x : `${x}_${i}`)));
      const v = await verdict(contract(unique));
      expect(v.tsc, unique.join(" ")).toEqual([]);
      if (v.accepted) accepted.push(...unique);
    }
    // Most tricky names are accepted somewhere: the test exercises the emitters, not only the checks.
    expect(new Set(accepted.filter((x) => TRICKY.includes(x))).size).toBeGreaterThan(TRICKY.length / 2);
  });
  it("every tricky name the checks accept as a type name compiles, all in one contract", async () => {
    // Each type is used as an argument, inside a list, in an object and in a reply, so every
    // module that imports the contract's types meets every name.
    const plain = (name: string): boolean => !errors(`toolset t\ntype ${name} = int\nread r { doc "Reads one thing." arg a: ${name} }\n`);
    const types = TRICKY.filter(plain);
    expect(types).toContain("Record");
    const decls = types.map((t, i) => (i % 2 ? `type ${t} = { n: int, items: string(1..9)[] }` : `type ${t} = string(1..9)`));
    const args = types.map((t, i) => `  arg a${i}: ${t}[..2] "A list."`);
    const reply = types.map((t, i) => `r${i}: ${t}`).join(", ");
    const text = `toolset names "Type names."\n${decls.join("\n")}\nread r {\n  doc "Reads one thing."\n${args.join("\n")}\n  returns { ${reply} }\n}\n`;
    const v = await verdict(text);
    expect(v.accepted).toBe(true);
    expect(v.tsc).toEqual([]);
  });
  it("random mixes of identifiers and built-in names", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(aName, { minLength: 18, maxLength: 18 }), async (drawn) => {
        const names = acceptedNames(drawn);
        const v = await verdict(contract(names));
        expect(v.tsc, names.join(" ")).toEqual([]);
      }),
      { numRuns: 6, seed: 16 },
    );
  });
});
