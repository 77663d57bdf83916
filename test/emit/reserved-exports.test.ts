// The entry re-exports every module with `export *`, which refuses a name exported twice;
// so a contract type may never take a name the fixed modules export. This keeps the
// reserved list in step with what those modules really export.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESERVED_EXPORTS, typeNames } from "../../src/emit/types/names.js";
import { compileSources } from "../../src/compile.js";

const folder = path.join(import.meta.dirname, "../../generated/larkfield");
const FIXED = ["../_runtime/runtime.ts", "index.ts", "dispatcher.ts", "schemas.ts", "schemas-constraints.ts", "validators.ts"];

function exportedNames(text: string): string[] {
  const names = [...text.matchAll(/^export (?:declare )?(?:abstract )?(?:class|function|const|type|interface|let|enum) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1] ?? "");
  for (const m of text.matchAll(/^export (?:type )?\{([^}]*)\} from/gm))
    names.push(...(m[1] ?? "").split(",").map((n) => n.trim().replace(/^type /, "").split(/\s+as\s+/).pop() ?? "").filter(Boolean));
  return names;
}

describe("reserved export names", () => {
  it("cover every name the fixed modules of a toolset folder export", () => {
    const missing = FIXED.flatMap((f) => exportedNames(fs.readFileSync(path.join(folder, f), "utf8"))).filter((n) => !RESERVED_EXPORTS.has(n));
    expect(missing).toEqual([]);
  });
  it("rename a contract type that would clash with one", () => {
    const text = 'toolset t "T."\ntype Task = string(1..9)\ntype JsonSchema = int(1..9)\nread r { doc "Reads r." arg a: Task arg b: JsonSchema }\n';
    const [ts] = compileSources([{ path: "t.tool", headerPath: "contracts/t.tool", text }]).toolsets;
    if (!ts) throw new Error("no toolset");
    const names = typeNames(ts);
    expect(RESERVED_EXPORTS.has(names.type("Task"))).toBe(false);
    expect(RESERVED_EXPORTS.has(names.type("JsonSchema"))).toBe(false);
  });
});
