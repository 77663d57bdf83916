// The benchmark's typia rows time code that typia's CLI generation mode writes when the
// benchmark starts (bench/typia.mjs): that step must keep working with the installed typia,
// and its validators must agree with the hand-written reference on every benchmark input,
// or the benchmark would leave typia out.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** What the test reads of the bench modules (plain JavaScript). */
interface Contender {
  library: string;
  run: (input: unknown) => unknown;
  read: (raw: unknown) => { ok: boolean; paths: string[] };
}
interface Case {
  id: string;
  tool: string;
  valid: unknown;
  invalid: unknown;
}

describe("typia in the benchmark", () => {
  it("generates typia's validators with its CLI, and they agree with the hand-written reference", async () => {
    const { typiaValidators } = (await import(`${ROOT}bench/typia.mjs`)) as {
      typiaValidators(root: string): Promise<{ error?: string; validators?: Record<string, (input: unknown) => unknown> }>;
    };
    const { contenders } = (await import(`${ROOT}bench/peers.mjs`)) as {
      contenders(tool: string, module: unknown, schema: unknown, typia: unknown): Contender[];
    };
    const { agreement } = (await import(`${ROOT}bench/agree.mjs`)) as {
      agreement(c: Contender, ref: Contender, testCase: Case): { agreed: boolean; problems: string[] };
    };
    const { CASES } = (await import(`${ROOT}bench/cases.mjs`)) as { CASES: Case[] };
    const typia = await typiaValidators(ROOT);
    expect(typia.error).toBeUndefined();
    expect(Object.keys(typia.validators ?? {}).sort()).toEqual(CASES.map((c) => c.tool).sort());
    for (const testCase of CASES) {
      // Only the hand-written reference and typia's row are run: the toolset is not needed.
      const list = contenders(testCase.tool, { validators: {} }, { type: "object" }, typia.validators);
      const mine = list.find((c) => c.library === "typia");
      expect(mine, testCase.id).toBeDefined();
      expect(agreement(mine!, list[0]!, testCase), testCase.id).toEqual({ agreed: true, problems: [], notes: [] });
      expect(mine!.read(mine!.run(testCase.invalid)).paths.length, testCase.id).toBeGreaterThan(1);
    }
  }, 120_000);
});
