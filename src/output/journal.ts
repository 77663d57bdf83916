// Build's journal of its temporary files. Each temporary file's path is appended to
// `OUT/.contractc-journal` before the file is made, so a build killed at any point leaves
// none unrecorded; the next build removes exactly those the journal lists (and `check` names
// them). A file is never removed for its name alone: a user's `.notes.20240611.deadbeef.tmp`
// is not build's. The journal goes once every file it lists is renamed into place or removed.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { InTheWay, ownFileInTheWay, type PathCheck } from "./paths.js";

/** The journal's name in the output folder. */
export const JOURNAL = ".contractc-journal";

/** The name of a temporary file: `.<name>.<pid>.<random>.tmp`, beside its target. */
export const TEMP_RE = /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/;

const APPEND = fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | (fs.constants.O_NOFOLLOW ?? 0);

/** The journal of one output folder: the temporary files earlier builds left, and those this build makes. */
export class Journal {
  private fd: number | undefined;
  private readonly made = new Set<string>();

  private constructor(
    private readonly outDir: string,
    /** Temporary files an earlier, interrupted build left (listed and still there), relative to the output folder. */
    readonly leftovers: readonly string[],
  ) {}

  /** Reads the journal of an output folder; only entries that are still plain files reached through no link count. */
  static read(outDir: string, paths: PathCheck): Journal {
    ownFileInTheWay(outDir, JOURNAL);
    let text = "";
    try {
      text = fs.readFileSync(path.join(outDir, JOURNAL), "utf8");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    }
    const found = new Set<string>();
    for (const rel of text.split("\n")) {
      if (!isTempPath(rel) || paths.above(rel) || paths.at(rel)) continue;
      if (fs.existsSync(path.join(outDir, rel))) found.add(rel);
    }
    return new Journal(outDir, [...found].sort());
  }

  /** True when the journal lists this path (left by an earlier build, or made by this one). */
  lists(rel: string): boolean {
    return this.made.has(rel) || this.leftovers.includes(rel);
  }

  /** A new temporary file's path beside `rel`'s target, recorded before the caller makes it (with flag `wx`). */
  temp(rel: string): string {
    const dir = path.posix.dirname(rel);
    const name = `${dir === "." ? "" : `${dir}/`}.${path.posix.basename(rel)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    if (this.fd === undefined) {
      try {
        this.fd = fs.openSync(path.join(this.outDir, JOURNAL), APPEND, 0o644);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ELOOP") throw new InTheWay(`${JOURNAL} in the output folder is a symbolic link; remove it, then build again`);
        throw e;
      }
    }
    fs.writeSync(this.fd, `${name}\n`);
    this.made.add(name);
    return path.join(this.outDir, name);
  }

  /** Closes the journal and removes it once no file it lists is left (all renamed into place or removed). */
  close(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
    const listed = [...this.leftovers, ...this.made];
    if (listed.some((rel) => fs.existsSync(path.join(this.outDir, rel)))) return;
    fs.rmSync(path.join(this.outDir, JOURNAL), { force: true });
    this.made.clear();
  }
}

/** A path the journal may list: relative, `/`-separated, no `.`/`..`/empty segment, its name a temporary file's. */
function isTempPath(rel: string): boolean {
  const parts = rel.split("/");
  return parts.every((s) => s !== "" && s !== "." && s !== ".." && !s.includes("\\")) && TEMP_RE.test(parts[parts.length - 1] ?? "");
}
