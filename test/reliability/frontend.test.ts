// The front end on broken input, in process: compileSources never throws, and every
// diagnostic it returns names the file it was given and a span inside that file's text,
// so the CLI can always print `file:line:col`.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { CODES } from "../../src/diagnostics/codes.js";
import { formatDiagnostic } from "../../src/diagnostics/print.js";
import { anyContractText, BASES, DEEP_LADDER, mutant, NESTING_KINDS, nesting } from "./mutants.js";

const FILE = "mutant.tool";

/** Compiles one text and returns what is wrong with the outcome ("" when nothing is). */
function problemsOf(text: string): string {
  let r: ReturnType<typeof compileSources>;
  try {
    r = compileSources([{ path: FILE, headerPath: `contracts/${FILE}`, text }]);
  } catch (e) {
    return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
  for (const d of r.diagnostics) {
    if (d.file !== FILE) return `diagnostic ${d.code} names file ${d.file}`;
    const { start, end } = d.span;
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > text.length)
      return `diagnostic ${d.code} has span ${start}..${end} outside 0..${text.length}`;
    if (!(d.code in CODES)) return `unknown code ${d.code}`;
    if (!d.message) return `diagnostic ${d.code} has no message`;
    let printed: string;
    try {
      printed = formatDiagnostic(d, () => text);
    } catch (e) {
      return `printing ${d.code} threw ${String(e)}`;
    }
    if (!new RegExp(`^${FILE}:\\d+:\\d+: (error|warning) ${d.code}: `).test(printed)) return `printed unlocated: ${printed.slice(0, 200)}`;
  }
  return "";
}

describe("compileSources on broken contracts", () => {
  it("leaves the unbroken bases without errors", () => {
    for (const text of BASES) expect(problemsOf(text)).toBe("");
  });

  it("never throws and locates every diagnostic inside the text", () => {
    const counts = { inputs: 0, crashes: 0 };
    fc.assert(
      fc.property(anyContractText, (text) => {
        counts.inputs++;
        const p = problemsOf(text);
        if (p) {
          counts.crashes++;
          // fast-check reports the shrunk text; the problem itself is printed here.
          console.log(`frontend problem: ${p} (text of ${text.length} chars)`);
        }
        return p === "";
      }),
      // Some random inputs compile slowly (patterns the ReDoS analysis spends its time limit
      // on), so the run is bounded in time; the count of inputs tried is printed below.
      { numRuns: 1500, endOnFailure: true, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false },
    );
    console.log(`frontend in-process: ${counts.inputs} inputs, ${counts.crashes} crashes`);
  });

  it("survives every mutant kind on every base, several times", () => {
    // fc.sample with a fixed seed: a reproducible batch beside the random one above.
    const batch = fc.sample(mutant, { numRuns: 300, seed: 42 });
    const bad = batch.map(problemsOf).filter((p) => p !== "");
    console.log(`frontend fixed batch: ${batch.length} inputs, ${bad.length} crashes`);
    expect(bad.slice(0, 3)).toEqual([]);
  });
});

/** A small valid contract whose one argument type is replaced. */
const WITH_TYPE = (type: string): string => `toolset deep "Deep types."

read look {
  doc "Look one thing up by its key, for the nesting tests."
  arg key: ${type} "The key."
}
`;

describe("deeply nested contracts", () => {
  it("compile at moderate depth", () => {
    for (let kind = 0; kind < NESTING_KINDS; kind++) expect(problemsOf(WITH_TYPE(nesting(kind, 50))), `kind ${kind}`).toBe("");
  });

  // The grammar refuses nesting past MAX_NESTING with a located `nesting-too-deep` error, so
  // neither the recursive-descent parser nor the recursive walks after it can exhaust the stack.
  it("never throw at any depth", () => {
    const bad: string[] = [];
    for (let kind = 0; kind < NESTING_KINDS; kind++)
      for (const depth of DEEP_LADDER) {
        const p = problemsOf(WITH_TYPE(nesting(kind, depth)));
        if (p) bad.push(`kind ${kind} depth ${depth}: ${p}`);
      }
    console.log(`deep nesting: ${NESTING_KINDS * DEEP_LADDER.length} inputs, ${bad.length} crashes${bad.length ? `: ${bad.join("; ")}` : ""}`);
    expect(bad).toEqual([]);
  });
});
