// Differential oracle: for every tool of every example contract, the generated validator and
// Ajv (reading the same contract's argsJsonSchemas) must agree on accept or reject for each
// input: valid inputs derived from the schema, edgy ones at their bounds, mutations of both
// and random JSON. Two independent implementations of one contract catch each other's slips.
import { Ajv, type ValidateFunction } from "ajv";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arbFor, jsonCopy, mutation, randomInput, type Schema } from "./arbitraries.js";
import { buildGenerated, cleanUp, exampleContracts, type Generated } from "./harness.js";

/** The least number of inputs one run must try across all examples. */
const MIN_INPUTS = 100_000;

/** Ajv set up as test/schemas/private.test.ts does: strict, every error, `x-pattern` read with its flags. */
function makeAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true });
  ajv.addKeyword({
    keyword: "x-pattern",
    type: "string",
    schemaType: "object",
    validate: (s: { source: string; flags: string }, data: string) => new RegExp(s.source, `${s.flags.replace("u", "")}u`).test(data),
  });
  return ajv;
}

/** True when no string in `v` (at any depth) holds a lone surrogate: the language refuses those everywhere. */
function wellFormedStrings(v: unknown): boolean {
  if (typeof v === "string") return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(v);
  if (Array.isArray(v)) return v.every(wellFormedStrings);
  if (typeof v === "object" && v !== null) return Object.values(v).every(wellFormedStrings);
  return true;
}

interface Disagreement {
  readonly contract: string;
  readonly tool: string;
  readonly input: unknown;
  readonly validator: boolean;
  readonly ajv: boolean;
}

interface Loaded {
  readonly rel: string;
  readonly dir: string;
  readonly gen: Generated;
}

const loaded: Loaded[] = [];
beforeAll(async () => {
  for (const c of exampleContracts()) {
    // Only the validators and the private schemas are loaded: transpiling the rest would only cost time.
    const { dir, gen } = await buildGenerated(c.text, c.rel.split("/").pop() ?? "contract.tool", ["validators.ts", "schemas-constraints.ts", "../_runtime/schemas.ts", "../_runtime/validators.ts"]);
    loaded.push({ rel: c.rel, dir, gen });
  }
});
afterAll(() => {
  for (const l of loaded) cleanUp(l.dir);
});

/** `JSON.stringify` that keeps `-0` visible in a report. */
function show(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (Object.is(x, -0) ? "-0 (negative zero)" : x));
}

describe("generated validators agree with Ajv on argsJsonSchemas", () => {
  it(`for at least ${MIN_INPUTS} inputs across every tool of every example`, () => {
    const ajv = makeAjv();
    const tools = loaded.flatMap((l) => Object.keys(l.gen.argsJsonSchemas).map((tool) => ({ l, tool })));
    expect(tools.length).toBeGreaterThan(20);
    const perTool = Math.ceil(MIN_INPUTS / tools.length / 6) + 20;
    const counts = { inputs: 0, accepted: 0, disagreements: 0, crashes: 0 };
    const found: Disagreement[] = [];
    const noTool: string[] = [];
    for (const { l, tool } of tools) {
      const schema = l.gen.argsJsonSchemas[tool] as Schema;
      const check: ValidateFunction = ajv.compile(schema);
      const validator = l.gen.validators[tool];
      if (!validator) {
        noTool.push(`${l.rel}: ${tool}`);
        continue;
      }
      const valid = arbFor(schema, false);
      const edgy = arbFor(schema, true);
      // Six inputs a run: valid, edgy, two mutations of the valid one, one of the edgy one, random JSON.
      // Mutating the values already generated keeps generation, the costly part, to three values a run.
      const six = fc.tuple(valid, edgy, mutation(), mutation(), mutation(), randomInput(schema)).map(([v, e, m1, m2, m3, r]) => [v, e, m1(v), m2(v), m3(e), r]);
      let acceptedHere = 0;
      fc.assert(
        fc.property(six, (inputs) => {
          for (const raw of inputs) {
            // The oracle speaks JSON: every input goes through a JSON round trip, as a model's arguments do.
            const input = jsonCopy(raw);
            counts.inputs++;
            let mine: boolean;
            try {
              const r = validator(input);
              mine = r.ok;
              // A result is sound only when ok comes with a value and a refusal with at least one issue.
              if (r.ok ? !("value" in r) || "issues" in r : !(r.issues.length > 0)) counts.crashes++;
            } catch {
              counts.crashes++;
              continue;
            }
            const theirs = check(input) === true && wellFormedStrings(input);
            if (mine) acceptedHere++;
            if (mine === theirs) continue;
            counts.disagreements++;
            if (found.length < 50) found.push({ contract: l.rel, tool, input, validator: mine, ajv: theirs });
          }
        }),
        { numRuns: perTool },
      );
      counts.accepted += acceptedHere;
      // A generator that never builds an accepted input would test only the rejecting half.
      expect(acceptedHere, `${l.rel}: ${tool} never accepted an input`).toBeGreaterThan(perTool / 10);
    }
    console.log(
      `differential: ${tools.length} tools, ${counts.inputs} inputs tried, ${counts.accepted} accepted, ` +
        `${counts.disagreements} disagreements, ${counts.crashes} crashes`,
    );
    // The shortest disagreement of each tool, as a reproduction.
    const shortest = new Map<string, Disagreement>();
    for (const d of found) {
      const k = `${d.contract}#${d.tool}`;
      const prev = shortest.get(k);
      if (!prev || show(d.input).length < show(prev.input).length) shortest.set(k, d);
    }
    for (const d of shortest.values()) console.log(`DISAGREEMENT ${d.contract} ${d.tool}: validator ${d.validator ? "accepts" : "rejects"}, Ajv ${d.ajv ? "accepts" : "rejects"}: ${show(d.input)}`);
    expect(noTool).toEqual([]);
    expect(counts.inputs).toBeGreaterThanOrEqual(MIN_INPUTS);
    expect(counts.crashes).toBe(0);
    expect([...shortest.values()].map((d) => `${d.contract} ${d.tool}: ${show(d.input)}`)).toEqual([]);
  });
});

describe("integers beyond the safe range", () => {
  // The generated validator accepts only safe integers for `int` (a JSON number beyond
  // 2^53 - 1 cannot be carried exactly, so it is refused with int_unsafe), and the private
  // schema bounds every integer to ±(2^53 - 1), so Ajv refuses it too.
  it("an integer beyond 2^53 - 1 is refused by both", () => {
    const users = loaded.find((l) => l.rel === "contracts/users.tool");
    if (!users) throw new Error("contracts/users.tool not loaded");
    const input = { user_id: 2 ** 53, email: "a@b.cd", dry_run: true };
    expect(users.gen.validators["update_user_email"]?.(input).ok).toBe(false);
    const ajv = makeAjv();
    expect(ajv.validate(users.gen.argsJsonSchemas["update_user_email"] as object, input)).toBe(false);
  });
});
