// Every generated file but a toolset's index.ts carries `@ts-nocheck`, so that an
// application's `tsc` reads its types without checking its bodies again. The tests that prove
// the output type-checks must read it without that line: these helpers take it out.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { NOCHECK_LINE } from "../../src/output/plan.js";

/** `text` without the `@ts-nocheck` line `build` writes under the header. */
export function withoutNocheck(text: string): string {
  return text.replace(`\n${NOCHECK_LINE}\n`, "\n");
}

/** Takes the `@ts-nocheck` line out of every `.ts` file under `dir`, in place (a temporary copy). */
export function stripNocheck(dir: string): void {
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!rel.endsWith(".ts")) continue;
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, "utf8");
    const bare = withoutNocheck(text);
    if (bare !== text) fs.writeFileSync(file, bare);
  }
}

/** A compiler host that reads every file without the `@ts-nocheck` line, so its bodies are checked. */
export function checkingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => {
    const text = read(file);
    return text === undefined ? undefined : withoutNocheck(text);
  };
  host.getSourceFile = (file, language, onError, fresh) => {
    const text = host.readFile(file);
    if (text === undefined) return getSourceFile(file, language, onError, fresh);
    return ts.createSourceFile(file, text, language, true);
  };
  return host;
}

/** `ts.createProgram` over `roots` through `checkingHost`. */
export function checkedProgram(roots: readonly string[], options: ts.CompilerOptions): ts.Program {
  return ts.createProgram(roots, options, checkingHost(options));
}
