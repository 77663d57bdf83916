// `contractc fmt [--check] [files...]`: the canonical layout of `.tool` files, through
// prettier with the project's plugin, so `prettier --write` gives the same bytes. A file
// with syntax errors gets its diagnostics and is left as it is.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { readForFormat } from "../fmt/source.js";
import { displayPath, findToolFiles, readSource } from "../sources.js";
import type { CliOptions } from "./args.js";
import { UsageError } from "./pipeline.js";
import { counted, printReport, say } from "./report.js";

/** One file `fmt` works on, and the folder it was found under. */
interface Target {
  readonly file: string;
  readonly root: string;
}

/** True when a named path is a folder (a missing or unreadable one is left for readSource to report). */
function isFolder(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** The files `fmt` works on: those named (a folder named stands for every `.tool` under it), or every `.tool` under the contracts folder. */
function targets(opts: CliOptions): { files: Target[]; root: string } {
  if (opts.files && opts.files.length > 0) {
    const files = opts.files.flatMap((f) => (isFolder(f) ? findToolFiles(f).map((file) => ({ file, root: f })) : [{ file: f, root: "." }]));
    const folders = opts.files.filter(isFolder);
    return { files, root: folders.length === opts.files.length && folders.length === 1 ? (folders[0] as string) : "." };
  }
  if (!fs.existsSync(opts.contracts)) throw new UsageError(`the contracts folder '${opts.contracts}' does not exist`);
  if (!fs.statSync(opts.contracts).isDirectory()) throw new UsageError(`'${opts.contracts}' is a file; name it after fmt to format it`);
  return { files: findToolFiles(opts.contracts).map((file) => ({ file, root: opts.contracts })), root: opts.contracts };
}

/** Formats a contract's text with prettier and the project's plugin. */
export async function prettierFormat(text: string): Promise<string> {
  const prettier = await import("prettier");
  const plugin = (await import("../fmt/plugin.js")).default;
  return prettier.format(text, { parser: "contractc", plugins: [plugin], endOfLine: "lf" });
}

/** Writes a file by renaming a finished copy over it, so it is never half-written. */
function replaceFile(file: string, text: string): void {
  // A fresh name, created exclusively: never a file (or a link) that was already there.
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.fmt`);
  fs.writeFileSync(tmp, text, { flag: "wx" });
  try {
    fs.chmodSync(tmp, fs.statSync(file).mode & 0o7777);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

/** `fmt`: rewrites files not in the canonical layout; with `--check`, names them and exits 1. */
export async function fmt(opts: CliOptions): Promise<number> {
  const { files, root } = targets(opts);
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const changed: string[] = [];
  for (const { file, root: under } of files) {
    const read = readSource(file, under);
    diagnostics.push(...read.diagnostics);
    if (!read.source) continue;
    const { text, path: shown } = read.source;
    sources.set(shown, text);
    const parsed = readForFormat(text, shown);
    if (!parsed.source) {
      diagnostics.push(...parsed.diagnostics);
      continue;
    }
    const formatted = await prettierFormat(text);
    if (formatted === text) continue;
    changed.push(shown);
    if (!opts.checkOnly) replaceFile(file, formatted);
  }
  printReport(diagnostics, (f) => sources.get(f), opts);
  if (opts.checkOnly) {
    for (const f of changed) process.stderr.write(`${f}: not formatted\n`);
    if (changed.length) process.stderr.write(`contractc: ${counted(changed.length, "file")} not formatted; run 'contractc fmt' and commit the result\n`);
  } else {
    const broken = files.length - sources.size + [...sources.keys()].filter((f) => diagnostics.some((d) => d.file === f)).length;
    say(opts, `${counted(files.length, "file")}: ${changed.length} formatted` + (broken ? `, ${broken} left as they were (errors above)` : ""));
  }
  if (files.length === 0) say(opts, `no .tool files under ${displayPath(root)}`);
  return diagnostics.length > 0 || files.length === 0 || (opts.checkOnly && changed.length > 0) ? 1 : 0;
}
