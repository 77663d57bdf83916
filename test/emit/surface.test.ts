// Reads every generated file's syntax tree (ts-morph) to prove two promises of the README:
// the generated code holds no reflection (its imports are checked in portable.test.ts), and the
// entry exports exactly the documented surface: the names every toolset exports
// (RESERVED_EXPORTS) plus the contract's own types.
import path from "node:path";
import { Node, Project, SyntaxKind } from "ts-morph";
import { describe, expect, it } from "vitest";
import { RESERVED_EXPORTS } from "../../src/emit/types/names.js";

const ROOT = path.join(import.meta.dirname, "../..");
const TOOLSETS = ["larkfield", "museum", "users"] as const;
const project = new Project({ tsConfigFilePath: path.join(ROOT, "tsconfig.json"), skipAddingFilesFromTsConfig: true });

/** What no generated file may do: run text as code, load code at run time, or inspect itself. */
function reflection(file: ReturnType<Project["addSourceFileAtPath"]>): string[] {
  const found: string[] = [];
  const at = (n: Node, what: string): void => void found.push(`${path.basename(file.getFilePath())}:${n.getStartLineNumber()} ${what}`);
  file.forEachDescendant((n) => {
    if (Node.isCallExpression(n)) {
      const callee = n.getExpression();
      const text = callee.getText();
      if (text === "eval" || text === "Function" || text === "require") at(n, text);
      if (callee.getKind() === SyntaxKind.ImportKeyword) at(n, "import()");
    }
    if (Node.isNewExpression(n) && n.getExpression().getText() === "Function") at(n, "new Function");
    if (Node.isIdentifier(n) && n.getText() === "Reflect" && !Node.isPropertyAccessExpression(n.getParent())) at(n, "Reflect");
  });
  return found;
}

describe.each(TOOLSETS)("generated/%s", (toolset) => {
  const dir = path.join(ROOT, "generated", toolset);
  const files = project.addSourceFilesAtPaths(path.join(dir, "*.ts"));

  it("holds no eval, Function, require, dynamic import or Reflect", () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(reflection)).toEqual([]);
  });

  it("exports from its entry exactly the documented names and the contract's types", () => {
    const index = project.getSourceFileOrThrow(path.join(dir, "index.ts"));
    const exported = [...index.getExportedDeclarations().keys()];
    const types = project.getSourceFileOrThrow(path.join(dir, "types.ts"));
    // The contract's own types: every export of types.ts that is not a fixed name.
    const contract = new Set([...types.getExportedDeclarations().keys()].filter((n) => !RESERVED_EXPORTS.has(n)));
    const fixed = exported.filter((n) => !contract.has(n));
    expect(fixed.filter((n) => !RESERVED_EXPORTS.has(n))).toEqual([]);
    // Every fixed name the runtime, dispatcher and schemas always export is there.
    for (const name of ["createDispatcher", "newTask", "toolSchemas", "validators", "ToolResult", "TraceHook", "Type"]) expect(exported).toContain(name);
  });
});
