// Type-checks code shown in the docs as modules placed at the repository's root (so
// `./generated/larkfield/index.js` and the installed packages resolve as they would in an
// application), with the repository's compiler options, without writing them to disk.
import path from "node:path";
import ts from "typescript";

/** The repository's root. */
export const ROOT = path.join(import.meta.dirname, "../..");

/** tsc's diagnostics for modules given as `{ name: text }`, each prefixed with its name. */
export function typeCheckModules(modules: Readonly<Record<string, string>>): string[] {
  const files = new Map(Object.entries(modules).map(([name, text]) => [path.join(ROOT, name), text]));
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...more) => {
    const text = files.get(path.resolve(name));
    return text === undefined ? read(name, version, ...more) : ts.createSourceFile(name, text, version);
  };
  host.fileExists = ((exists) => (name: string) => files.has(path.resolve(name)) || exists(name))(host.fileExists.bind(host));
  const program = ts.createProgram([...files.keys()], { ...options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    const file = d.file ? `${path.relative(ROOT, d.file.fileName)}:` : "";
    return `${file}${where ? `${where.line + 1}:${where.character + 1} ` : ""}TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
  });
}

/** The ```ts blocks of a Markdown text, in order. */
export function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? "");
}
