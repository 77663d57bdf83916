// RUNTIME.md's table of refusal texts is generated from the runtime's one texts module, and
// names every refusal code the runtime can answer.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { refusalRows, TEXTS_BEGIN, withRefusalTexts } from "../../src/docs/refusal-texts.js";

const doc = fs.readFileSync(new URL("../../docs/RUNTIME.md", import.meta.url), "utf8");

describe("RUNTIME.md's refusal texts", () => {
  it("are the generated table, up to date (npm run docs)", () => {
    expect(doc).toContain(TEXTS_BEGIN);
    expect(withRefusalTexts(doc)).toBe(doc);
  });

  it("name every refusal code the runtime's sources answer with (the write path's in its own table)", () => {
    const listed = new Set(refusalRows().flatMap(([c]) => c.split(", ")));
    const dir = new URL("../../src/runtime/", import.meta.url);
    const used = new Set<string>();
    for (const f of fs.readdirSync(dir)) {
      const text = fs.readFileSync(new URL(f, dir), "utf8");
      for (const m of text.matchAll(/(?:refuse|refusal)\(\s*"([a-z_]+)"/g)) used.add(m[1] ?? "");
    }
    expect(used.size).toBeGreaterThan(8);
    const writePath = new Set([...doc.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1] ?? ""));
    for (const c of used) expect(listed.has(c) || writePath.has(c), c).toBe(true);
    expect([...used].filter((c) => listed.has(c)).length).toBeGreaterThan(8);
  });
});
