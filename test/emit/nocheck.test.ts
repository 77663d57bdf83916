// Generated files carry `@ts-nocheck` (all but a toolset's index.ts): an application's `tsc`
// reads their types without checking their bodies again. So the proof that they type-check
// lies here: every committed and golden output is checked with that line taken out, and the
// line really hides what it should, and only that.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { GENERATED_MARKER } from "../../src/emit/header.js";
import { NOCHECK_LINE } from "../../src/output/plan.js";
import { checkedProgram } from "../helpers/checked.js";

const ROOT = path.join(import.meta.dirname, "../..");
const FOLDERS = [
  path.join(ROOT, "generated"),
  ...fs.readdirSync(path.join(ROOT, "test/golden/cases")).map((c) => path.join(ROOT, "test/golden/cases", c, "expected")),
];
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  types: [],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
};

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

const tsFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).map((f) => path.join(dir, f));

const errors = (program: ts.Program): string[] =>
  ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);

describe("@ts-nocheck in generated files", () => {
  it("heads every generated TypeScript file but a toolset's index.ts, right under the marker line", () => {
    for (const dir of FOLDERS)
      for (const file of tsFiles(dir)) {
        const [first, second] = fs.readFileSync(file, "utf8").split("\n");
        expect(first, file).toContain(GENERATED_MARKER);
        if (path.basename(file) === "index.ts") expect(second, file).toBe("");
        else expect(second, file).toBe(NOCHECK_LINE);
      }
  });

  it.each(FOLDERS.map((d) => [path.relative(ROOT, d), d]))("%s type-checks under strict settings with the line taken out", (_, dir) => {
    expect(errors(checkedProgram(tsFiles(dir), OPTIONS))).toEqual([]);
  });

  it("hides an error in a generated body from tsc, which the line taken out shows again", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-nocheck-"));
    made.push(dir);
    for (const f of ["users", "_runtime"]) fs.cpSync(path.join(ROOT, "generated", f), path.join(dir, f), { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
    const file = path.join(dir, "users/validators.ts");
    fs.appendFileSync(file, 'export const broken: number = "text";\n');
    const roots = tsFiles(dir);
    expect(errors(ts.createProgram(roots, OPTIONS))).toEqual([]);
    expect(errors(checkedProgram(roots, OPTIONS))).toEqual([
      "validators.ts: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it("still lets tsc check the application's use of the generated types", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contractc-nocheck-app-"));
    made.push(dir);
    for (const f of ["users", "_runtime"]) fs.cpSync(path.join(ROOT, "generated", f), path.join(dir, f), { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
    // A wrong argument type and an unknown tool name: both are the application's errors.
    fs.writeFileSync(
      path.join(dir, "app.ts"),
      'import { validators, type ArgsOf, type Handlers } from "./users/index.js";\n' +
        "export const r = validators.no_such_tool;\n" +
        "export const n: number = validators.update_user_email(1);\n" +
        "export type A = ArgsOf<\"update_user_email\">;\n" +
        // A handler that reads an argument the contract does not declare.
        'export const h: Handlers["update_user_email"] = (args) => args.customer_id;\n',
    );
    const found = errors(ts.createProgram([path.join(dir, "app.ts")], OPTIONS));
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^app\.ts: Property 'no_such_tool' does not exist/);
    expect(found[1]).toMatch(/^app\.ts: Type 'Validation<.*>' is not assignable to type 'number'/);
    expect(found[2]).toMatch(/^app\.ts: Property 'customer_id' does not exist on type/);
  });
});
