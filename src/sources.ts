// Reading contract files safely: size, NUL bytes and UTF-8 are checked before any parsing,
// so no file a user can name makes the compiler throw.
import fs from "node:fs";
import path from "node:path";
import { diag, type Diagnostic } from "./diagnostics/diagnostic.js";

/** One contract file's text, with the path diagnostics print for it. */
export interface SourceFile {
  /** The path as printed in diagnostics (relative to the working folder where possible, `/`-separated). */
  readonly path: string;
  /** The path as the generated header names it: `<contracts folder name>/<path inside it>`. */
  readonly headerPath: string;
  readonly text: string;
}

/** Contracts larger than this are refused unread. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The display path of a file: relative to the working folder when inside it. */
export function displayPath(file: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, file);
  const shown = rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
  return shown.split(path.sep).join("/");
}

/**
 * Every `*.tool` path under a folder, sorted, skipping `node_modules` and dot-folders.
 * A folder named `*.tool` is listed too (not walked), so reading it reports it clearly.
 */
export function findToolFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    const entries = fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const p = path.join(d, e.name);
      if (e.name.endsWith(".tool")) out.push(p);
      else if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}

/** Reads one contract file; problems come back as diagnostics, never as exceptions. */
export function readSource(file: string, contractsDir: string): { source?: SourceFile; diagnostics: Diagnostic[] } {
  const shown = displayPath(file);
  const headerPath = [path.basename(path.resolve(contractsDir)), ...path.relative(contractsDir, file).split(path.sep)].join("/");
  const at = { start: 0, end: 0 };
  let bytes: Buffer;
  try {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) return { diagnostics: [diag("unreadable-file", shown, at, { reason: "it is a folder, not a contract file" })] };
    if (!stat.isFile()) return { diagnostics: [diag("unreadable-file", shown, at, { reason: "it is not a regular file" })] };
    if (stat.size > MAX_FILE_BYTES) return { diagnostics: [diag("file-too-large", shown, at, { size: stat.size, limit: MAX_FILE_BYTES })] };
    bytes = fs.readFileSync(file);
  } catch (e) {
    return { diagnostics: [diag("unreadable-file", shown, at, { reason: reasonOf(e) })] };
  }
  if (bytes.includes(0)) return { diagnostics: [diag("binary-file", shown, at)] };
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { diagnostics: [diag("invalid-utf8", shown, at)] };
  }
  if (text.startsWith("\uFEFF")) text = " " + text.slice(1); // keep offsets, drop the BOM
  if (text.trim() === "") return { diagnostics: [diag("empty-file", shown, at)] };
  return { source: { path: shown, headerPath, text }, diagnostics: [] };
}

/** Words for the usual reasons a file cannot be read (the code stays for searching). */
export function reasonOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code ?? "error";
  const words: Record<string, string> = {
    EACCES: "permission denied",
    EPERM: "permission denied",
    ENOENT: "it no longer exists",
    ELOOP: "too many symbolic links",
    EISDIR: "it is a folder, not a contract file",
    EIO: "input/output error",
  };
  return words[code] ? `${words[code]} (${code})` : code;
}
