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
  /** The last temporary file's number: random at first, so a build of the same pid after a crash picks other names. */
  private serial = randomBytes(4).readUInt32BE(0);

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
    return this.temps([rel])[0] as string;
  }

  /** New temporary files' paths beside each of `rels`' targets, recorded with one write before the caller makes them. */
  temps(rels: readonly string[]): string[] {
    if (rels.length === 0) return [];
    if (this.fd === undefined) {
      try {
        this.fd = fs.openSync(path.join(this.outDir, JOURNAL), APPEND, 0o644);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ELOOP") throw new InTheWay(`${JOURNAL} in the output folder is a symbolic link; remove it, then build again`);
        throw e;
      }
    }
    const names = rels.map((rel) => this.tempName(rel));
    fs.writeSync(this.fd, `${names.join("\n")}\n`);
    for (const name of names) this.made.add(name);
    return names.map((name) => path.join(this.outDir, name));
  }

  /** `.<name>.<pid>.<8 hex>.tmp` beside `rel`: one random number a journal, counted on, so no two names of a build meet. */
  private tempName(rel: string): string {
    const dir = path.posix.dirname(rel);
    this.serial = (this.serial + 1) >>> 0;
    const tag = this.serial.toString(16).padStart(8, "0");
    return `${dir === "." ? "" : `${dir}/`}.${path.posix.basename(rel)}.${process.pid}.${tag}.tmp`;
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
