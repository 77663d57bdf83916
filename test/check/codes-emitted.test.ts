// Every code of the registry is emitted by some stage: each code has a source here (or
// a file on disk) that really produces it, so a code no check emits fails this test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContracts } from "../../src/cli/pipeline.js";
import { compileSources } from "../../src/compile.js";
import { CODES, type Code } from "../../src/diagnostics/codes.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";

const compile = (...texts: string[]): Diagnostic[] =>
  compileSources(texts.map((text, i) => ({ path: `f${i}.tool`, headerPath: `contracts/f${i}.tool`, text }))).diagnostics;

// The registry's example, tried as a whole file and inside the usual surroundings.
function fromExample(example: string): Diagnostic[] {
  const around = [
    example,
    `toolset t\n${example}`,
    `toolset t\nread r { doc "Reads a thing." ${example} }`,
    `toolset t\nwrite w { doc "Refunds a thing." ${example} }`,
    `toolset t\nread r { doc "Reads a thing." arg a: ${example} }`,
    `toolset t\ncontext { customer_id: string }\nresource order { id string owner customer_id }\nread r { doc "Reads a thing." arg id: order ${example} }`,
  ];
  return around.flatMap((text) => compile(text));
}

const doc = 'doc "Reads one thing."';

// Sources for the codes whose example is a description or a fragment needing more around it.
const SOURCES: Partial<Record<Code, () => Diagnostic[]>> = {
  "too-many-errors": () => compile(`toolset t\n${"read { } ".repeat(200)}`),
  "nesting-too-deep": () => compile(`toolset t\nread r { ${doc} arg a: int${"[]".repeat(101)} }`),
  "invalid-number": () => compile(`toolset t\nread r { ${doc} budget 1e999 }`),
  "duplicate-toolset": () => compile("toolset shop\n", "toolset shop\n"),
  "unknown-path": () => compile(`toolset t\nread r { ${doc} arg id: string(1..9) returns { id: string } ensure result.ident == id }`),
  "write-outside-finish": () => compile(`toolset t\nwrite request_refund { doc "Refunds an order." arg n: int }\nread r { ${doc} arg a: request_refund }`),
  "missing-placeholder": () => compile(`toolset t\nresource order { id string(1..9) missing "Not available." }\nread r { ${doc} arg id: order }`),
  "unknown-placeholder": () => compile(`toolset t\nresource order { id string(1..9) missing "No order {order}." }\nread r { ${doc} arg id: order }`),
  "doc-too-long": () => compile(`toolset t\nread r { doc "${"Reads one thing. ".repeat(80)}" }`),
  "unterminated-regex": () => compile(`toolset t\nread r {\n  ${doc}\n  arg code: string /^[A-Z{3}$/ "A code."\n}\n`),
  "doc-too-wordy": () => compile(`toolset t\nread r { doc "${"Reads one thing. ".repeat(40)}" }`),
  "provider-limit": () => compile(`toolset t\n${Array.from({ length: 129 }, (_, i) => `read r${i} { ${doc} }`).join("\n")}`),
  "enum-too-large": () => compile(`toolset t\nread r { ${doc} arg a: ${Array.from({ length: 251 }, (_, i) => `"v${i}"`).join(" | ")} }`),
  "scope-type-mismatch": () => compile(`toolset t\ncontext { customer_id: string }\nread r { ${doc} arg n: int scope n = context.customer_id }`),
  "scope-not-list": () => compile(`toolset t\ncontext { customer_id: string }\nread r { ${doc} arg id: string(1..9) scope id in context.customer_id }`),
  "scope-equals-list": () => compile(`toolset t\ncontext { exhibit_ids: string[] }\nread r { ${doc} arg id: string(1..9) scope id = context.exhibit_ids }`),
  "effect-type": () => compile(`toolset t\nread r { ${doc} arg name: string(1..9) effect name max 5 }`),
  "ensure-mismatch": () => compile(`toolset t\nread r { ${doc} arg exhibit_id: string(1..9) returns { year: int } ensure result.year == exhibit_id }`),
  "seen-not-resource": () => compile(`toolset t\nread r { ${doc} arg amount: int seen amount }`),
  "once-not-value": () => compile(`toolset t\nread r { ${doc} arg ids: string(1..9)[] once ids per task }`),
  "state-type": () => compile(`toolset t\ncontext { c: string }\nresource o { id string(1..9) owner c state int }\nread r { ${doc} arg id: o }`),
  "require-not-resource": () => compile(`toolset t\nread r { ${doc} arg n: int require n is "x" }`),
  "require-stateless": () => compile(`toolset t\ncontext { c: string }\nresource o { id string(1..9) owner c }\nread r { ${doc} arg id: o require id is "x" }`),
  "require-unknown-state": () => compile(`toolset t\ncontext { c: string }\nresource o { id string(1..9) owner c state "a" }\nread r { ${doc} arg id: o require id is "b" }`),
  "establish-not-read": () => compile(`toolset t\ncontext { u?: string(1..9) }\nwrite w { ${doc} returns string(1..9) establish context.u = result }\nfinish f { ${doc} arg a: w[..1] }`),
  "establish-required-field": () => compile(`toolset t\ncontext { u: string(1..9) }\nread r { ${doc} returns string(1..9) establish context.u = result }`),
  "establish-without-returns": () => compile(`toolset t\ncontext { u?: string(1..9) }\nread r { ${doc} establish context.u = result }`),
  "establish-mismatch": () => compile(`toolset t\ncontext { u?: string(1..9) }\nread r { ${doc} returns int[] establish context.u = result }`),
  "once-for-good-not-write": () => compile(`toolset t\nread r { ${doc} arg id: string(1..9) once id }`),
  "rule-type-mismatch": () => compile(`toolset t\nfinish f { ${doc} arg outcome: "a" | "b" rule outcome == 3 => outcome present }`),
  "rule-count-not-list": () => compile(`toolset t\nfinish f { ${doc} arg message: string(1..9) rule count(message) >= 1 => message present }`),
  "multiple-finish": () => compile(`toolset t\nfinish a { doc "Ends the task with a reply." }\nfinish b { doc "Ends the task by handing it to a person." }`),
  "near-twin-docs": () => compile(`toolset t\nread a { doc "Look up one order of this customer by its id." }\nread b { doc "Look up one order of this customer by its id!" }`),
  "unowned-resource": () => compile(`toolset t\nresource doc { id string(1..9) }\nread r { ${doc} arg d: doc }`),
};

// Codes about files, found by reading a contracts folder.
const FILES: Partial<Record<Code, (dir: string) => void>> = {
  "unreadable-file": (dir) => fs.mkdirSync(path.join(dir, "folder.tool")),
  "file-too-large": (dir) => fs.writeFileSync(path.join(dir, "big.tool"), "x".repeat(5 * 1024 * 1024)),
  "binary-file": (dir) => fs.writeFileSync(path.join(dir, "nul.tool"), "toolset t\0"),
  "invalid-utf8": (dir) => fs.writeFileSync(path.join(dir, "latin.tool"), Buffer.from([0x74, 0xe9, 0x74, 0xe9])),
  "empty-file": (dir) => fs.writeFileSync(path.join(dir, "empty.tool"), ""),
  "no-contracts": () => undefined,
};

describe("the diagnostic registry", () => {
  for (const code of Object.keys(CODES) as Code[]) {
    it(`${code} is emitted by some stage`, () => {
      const files = FILES[code];
      let found: Diagnostic[];
      if (files) {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codes-"));
        files(dir);
        found = readContracts(dir).diagnostics;
        fs.rmSync(dir, { recursive: true, force: true });
      } else found = (SOURCES[code] ?? (() => fromExample(CODES[code].example)))();
      expect(found.map((d) => d.code)).toContain(code);
    });
  }
});
