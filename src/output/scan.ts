// What is in the output folder now: every generated file (by its marker), grouped by
// toolset folder, with the verdict whether a folder is an intact build of one input.
import fs from "node:fs";
import path from "node:path";
import { isGenerated, readStamp, verifyBody, type Stamp } from "./stamp.js";

/** One generated file found on disk. */
export interface FoundFile {
  /** Path inside the output folder, `/`-separated. */
  readonly path: string;
  readonly text: string;
  readonly stamp: Stamp | undefined;
}

/** One toolset folder of the output, as found. */
export interface FoundFolder {
  readonly name: string;
  readonly files: FoundFile[];
  /** The input hash every file agrees on, when the folder is complete and untouched. */
  readonly intactInput: string | undefined;
}

/** The generated part of an output folder. */
export interface OutputScan {
  readonly folders: Map<string, FoundFolder>;
  /** Intact folders by the input hash they were built from. */
  readonly byInput: Map<string, FoundFolder>;
}

/** Every file under a folder, relative and `/`-separated, sorted (empty when the folder is absent). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, rel: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(d, e.name), r);
      else if (e.isFile()) out.push(r);
    }
  };
  walk(dir, "");
  return out.sort();
}

/** Reads a file's text, or undefined when it cannot be read. */
export function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** Reads the generated files of an output folder; files without the marker are the user's and are ignored. */
export function scanOutput(outDir: string): OutputScan {
  const folders = new Map<string, FoundFolder>();
  const grouped = new Map<string, FoundFile[]>();
  for (const rel of listFiles(outDir)) {
    const text = readIfExists(path.join(outDir, rel));
    if (text === undefined || !isGenerated(text)) continue;
    const name = rel.includes("/") ? rel.slice(0, rel.indexOf("/")) : "";
    const list = grouped.get(name) ?? [];
    list.push({ path: rel, text, stamp: readStamp(text) });
    grouped.set(name, list);
  }
  const byInput = new Map<string, FoundFolder>();
  for (const [name, files] of grouped) {
    const folder: FoundFolder = { name, files, intactInput: name ? intact(files) : undefined };
    folders.set(name, folder);
    if (folder.intactInput) byInput.set(folder.intactInput, folder);
  }
  return { folders, byInput };
}

/** The shared input hash when all files agree on it, all are as stamped, and none is missing. */
function intact(files: readonly FoundFile[]): string | undefined {
  const first = files[0]?.stamp;
  if (!first || first.files !== files.length) return undefined;
  for (const f of files) {
    if (!f.stamp || f.stamp.input !== first.input || f.stamp.files !== first.files) return undefined;
    if (!verifyBody(f.path, f.text, f.stamp)) return undefined;
  }
  return first.input;
}
