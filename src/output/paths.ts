// Where build may write: only inside the output folder, by real path. The command resolves
// the output folder once (it may itself be a link); below it no symbolic link is followed. A
// link anywhere on a path build would write, rename or remove (a file, a toolset folder,
// `_runtime`, the manifest), a file where build makes a folder and a folder where it writes a
// file are in the way: named before anything is written. A link may arrive in a pull request
// whose generated diff a review tool collapses, so it is never trusted.
import fs from "node:fs";
import path from "node:path";

/** Something in the way of a path inside the output folder. */
export interface Blocker {
  /** Relative to the output folder; a folder's place ends in `/`. */
  readonly path: string;
  /** `link`: a symbolic link; `blocked`: a file, folder or device of the wrong kind. */
  readonly kind: "link" | "blocked";
  readonly why: string;
}

/** The words for a link in the way. */
export const LINK_WHY = "a symbolic link; contractc never writes, replaces or removes anything through one in the output folder; remove the link";
const FILE_WHY = "a file where build makes a folder; move it out of the way";
const FOLDER_WHY = "a folder where build writes a generated file; move it out of the way";
const SPECIAL_WHY = "not a regular file (a pipe, socket or device) where build writes a generated file; move it out of the way";

/** A file of contractc's own in the output folder (the manifest, lock or journal) that is not a plain file: nothing is read or written. */
export class InTheWay extends Error {}

// Opening never follows a link (ELOOP instead) and never waits on a pipe.
const NOFOLLOW = (fs.constants.O_NOFOLLOW ?? 0) | (fs.constants.O_NONBLOCK ?? 0);

/** Opens a file inside the output folder for reading without following a link; undefined when absent. */
export function openNoFollow(file: string): number | "link" | undefined {
  try {
    return fs.openSync(file, fs.constants.O_RDONLY | NOFOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ELOOP") return "link";
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw e;
  }
}

/** Looks at what is on paths inside one output folder without following links; each folder once. */
export class PathCheck {
  private readonly folders = new Map<string, Blocker | "ok" | "absent">();
  constructor(private readonly outDir: string) {}

  /** What is in the way above `rel` (a linked folder, or a file in a folder's place), if anything. */
  above(rel: string): Blocker | undefined {
    let end = rel.indexOf("/");
    while (end > 0) {
      const b = this.folder(rel.slice(0, end));
      if (b === "absent") return undefined;
      if (b !== "ok") return b;
      end = rel.indexOf("/", end + 1);
    }
    return undefined;
  }

  /** What is in the way at `rel` itself (a link, a folder, a device), if anything; undefined for a file or nothing. */
  at(rel: string): Blocker | undefined {
    const st = lstat(path.join(this.outDir, rel));
    return st ? kindOf(rel, st) : undefined;
  }

  private folder(rel: string): Blocker | "ok" | "absent" {
    let b = this.folders.get(rel);
    if (b === undefined) {
      const st = lstat(path.join(this.outDir, rel));
      b = !st ? "absent" : st.isSymbolicLink() ? { path: `${rel}/`, kind: "link", why: LINK_WHY } : st.isDirectory() ? "ok" : { path: `${rel}/`, kind: "blocked", why: FILE_WHY };
      this.folders.set(rel, b);
    }
    return b;
  }
}

/** What is in the way at `rel`, given what is there: a link, a folder or a device. */
export function kindOf(rel: string, st: fs.Stats): Blocker | undefined {
  if (st.isFile()) return undefined;
  if (st.isSymbolicLink()) return { path: rel, kind: "link", why: LINK_WHY };
  return { path: rel, kind: "blocked", why: st.isDirectory() ? FOLDER_WHY : SPECIAL_WHY };
}

/** A path's own status (a link's, not its target's); undefined when nothing is there. */
function lstat(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw e;
  }
}

/** Throws InTheWay when a fixed file of contractc's (`name`, at the top of the output folder) is a link or not a file. */
export function ownFileInTheWay(outDir: string, name: string): void {
  const st = lstat(path.join(outDir, name));
  const b = st && kindOf(name, st);
  if (b) throw new InTheWay(`${shown(outDir, name)} is ${b.kind === "link" ? "a symbolic link" : "not a regular file"}; contractc reads and writes it only as its own plain file; remove it, then build again`);
}

/** A path inside the output folder as messages show it. */
const shown = (outDir: string, rel: string): string => path.join(outDir, rel).split(path.sep).join("/");
