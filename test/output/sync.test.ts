// Planning with an emitter list passed in: fresh toolsets are not emitted; the no-parse shortcut.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Emitter } from "../../src/emit/index.js";
import type { Toolset } from "../../src/model.js";
import { inputHash } from "../../src/output/fingerprint.js";
import { scanOutput } from "../../src/output/scan.js";
import { currentWithoutCompiling, planAll } from "../../src/output/sync.js";
import { writeOutput } from "../../src/output/write.js";

const ts = (name: string): Toolset => ({ name, sourcePath: `contracts/${name}.tool`, tools: new Map() }) as unknown as Toolset;
let calls = 0;
const EMITTERS: readonly Emitter[] = [
  { name: "fake", emit: (t) => (calls++, [{ path: "index.ts", text: `export const name = ${JSON.stringify(t.name)}` }, { path: "s/x.json", text: '{"a":1}' }]) },
];
const emitters = async (): Promise<readonly Emitter[]> => EMITTERS;
const FP = "f".repeat(16);

describe("planAll", () => {
  it("emits every toolset once, then none while the contracts are unchanged, then only the edited one", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-sync-"));
    const texts = [{ headerPath: "contracts/a.tool", text: "A" }, { headerPath: "contracts/b.tool", text: "B" }];
    calls = 0;
    const first = await planAll([ts("a"), ts("b")], texts, scanOutput(out), FP, emitters);
    expect(first.emitted).toBe(2);
    expect(first.planned.map((p) => p.path)).toEqual(["a/index.ts", "a/s/x.json", "b/index.ts", "b/s/x.json"]);
    expect(first.planned[0]?.text).toMatch(/export const name = "a";\n$/); // formatted by prettier
    await writeOutput(out, scanOutput(out), first);

    expect(currentWithoutCompiling(texts, scanOutput(out), FP)).toBe(4);
    expect(currentWithoutCompiling(texts, scanOutput(out), "e".repeat(16))).toBeUndefined();
    expect(currentWithoutCompiling(texts.slice(0, 1), scanOutput(out), FP)).toBeUndefined();

    calls = 0;
    const second = await planAll([ts("a"), ts("b")], texts, scanOutput(out), FP, emitters);
    expect([second.emitted, calls, second.kept.size]).toEqual([0, 0, 4]);

    const edited = [{ headerPath: "contracts/a.tool", text: "A2" }, texts[1]!];
    const third = await planAll([ts("a"), ts("b")], edited, scanOutput(out), FP, emitters);
    expect([third.emitted, third.planned.length, third.kept.size]).toEqual([1, 2, 2]);
    expect(third.planned[0]?.text).toContain(`input=${inputHash(FP, "contracts/a.tool", "A2")}`);
  });
});
