// The workspace's contract files on disk: found by a walk that goes on past folders it
// cannot read (naming each, for the log), and read without ever throwing.
import fs from "node:fs";
import path from "node:path";
import { reasonOf } from "../sources.js";

/** The `.tool` files under a folder, and a sentence for each folder or file that could not be read. */
export interface Scan {
  readonly files: string[];
  readonly problems: string[];
}

/** Whether the walk skips a folder entry: dot-folders and `node_modules`, as `build` does. */
export const skipped = (name: string): boolean => name.startsWith(".") || name === "node_modules";

/** Every `*.tool` file under `root`, sorted; an unreadable folder is named in `problems` and left out. */
export function scanWorkspace(root: string): Scan {
  const files: string[] = [];
  const problems: string[] = [];
  const walk = (dir: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      problems.push(`cannot read the folder '${dir}': ${reasonOf(e)}; its contracts are left out until it can be read`);
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (skipped(e.name)) continue;
      const p = path.join(dir, e.name);
      if (e.name.endsWith(".tool") && !e.isDirectory()) files.push(p);
      else if (e.isDirectory()) walk(p);
    }
  };
  walk(root);
  return { files, problems };
}

/** A file's text, or a sentence saying why it cannot be read. */
export function readText(file: string): { text: string } | { problem: string } {
  try {
    return { text: fs.readFileSync(file, "utf8") };
  } catch (e) {
    return { problem: `cannot read '${file}': ${reasonOf(e)}` };
  }
}
