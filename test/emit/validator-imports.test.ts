// A validators file imports exactly the fixed helpers its code calls, noted as that code is
// written: none that a check rewritten to keep its own issue list no longer calls, and none
// that only a comment, a string or a property names.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import * as Helpers from "../../src/runtime/validators.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const HELPERS = new Set(Object.keys(Helpers));
const FROM = "../_runtime/validators.js";

/** The helper names a file imports (by name, or read from the module as constants), and those its code reads. */
function split(text: string): { imported: string[]; used: string[] } {
  const imported = new Set<string>();
  const named = new RegExp(`^import \\{([^}]*)\\} from "${FROM.replace(/[./]/g, "\\$&")}";$`, "m").exec(text);
  for (const n of (named?.[1] ?? "").split(",").map((s) => s.trim())) if (n && !n.startsWith("type ")) imported.add(n);
  for (const m of text.matchAll(/^const \{ ([^}]*) \} = helpers\d*;$/gm)) for (const n of (m[1] ?? "").split(", ")) imported.add(n);
  const used = new Set<string>();
  // The code after the imports, read token by token: a name after `.` is a property, one before `:` in an object a key.
  const body = text.slice(text.indexOf("\n\n", text.lastIndexOf("\nimport ")));
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, body);
  const tokens: { kind: ts.SyntaxKind; text: string }[] = [];
  for (let k = scanner.scan(); k !== ts.SyntaxKind.EndOfFileToken; k = scanner.scan()) tokens.push({ kind: k, text: scanner.getTokenText() });
  tokens.forEach((t, i) => {
    const before = tokens[i - 1]?.kind;
    const after = tokens[i + 1]?.kind;
    const key = after === ts.SyntaxKind.ColonToken && (before === ts.SyntaxKind.OpenBraceToken || before === ts.SyntaxKind.CommaToken);
    const name = t.kind === ts.SyntaxKind.Identifier || (t.kind >= ts.SyntaxKind.FirstKeyword && t.kind <= ts.SyntaxKind.LastKeyword);
    if (name && before !== ts.SyntaxKind.DotToken && !key && HELPERS.has(t.text)) used.add(t.text);
  });
  // The destructuring of clashing names reads them from the module; it is no use of them.
  for (const n of imported) if (new RegExp(`^const \\{[^}]*\\b${n}\\b[^}]*\\} = helpers\\d*;$`, "m").test(text)) used.add(n);
  return { imported: [...imported].sort(), used: [...used].sort() };
}

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return out;
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory() && e.name !== "generated" && e.name !== "expected") walk(p, out);
    else if (e.name.endsWith(".tool")) out.push(p);
  }
  return out;
}

const contracts = ["contracts", "bench/agents", "test/golden/cases", "test/conformance/suites", "bench/contracts"].flatMap((d) => walk(d));

describe("validators files import the helpers their code calls", () => {
  it("finds contracts to read", () => expect(contracts.length).toBeGreaterThan(15));
  for (const c of contracts)
    it(c, () => {
      const compiled = compileSources([{ path: path.basename(c), headerPath: c, text: fs.readFileSync(path.join(ROOT, c), "utf8") }]);
      for (const t of compiled.toolsets) {
        const f = EMITTERS.flatMap((e) => e.emit(t)).find((x) => x.path === "validators.ts");
        const { imported, used } = split(f?.text ?? "");
        expect(imported, `${t.name}/validators.ts`).toEqual(used);
      }
    });

  it("a tool whose names are the helpers' own reads the clashing ones from the module", () => {
    const text = `toolset clash "Names like the helpers."\n\ntype report = string(1..3)\n\ntype at = { n: report }\n\nread look {\n  doc "Look."\n  arg get: at "A value."\n  arg count?: int(0..3) "How many."\n}\n`;
    const t = compileSources([{ path: "clash.tool", headerPath: "contracts/clash.tool", text }]).toolsets[0];
    if (!t) throw new Error("no toolset");
    const f = EMITTERS.flatMap((e) => e.emit(t)).find((x) => x.path === "validators.ts");
    const { imported, used } = split(f?.text ?? "");
    expect(imported).toEqual(used);
    expect(f?.text).toMatch(/^const \{ at, report \} = helpers;$/m);
  });
});
