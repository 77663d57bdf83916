// What is in the output folder now, as far as contractc is concerned: the manifest (or the
// next one, left by an interrupted build), which listed files are still exactly as written,
// and temporary files a killed build left behind. A listed file is read (and hashed) only
// when asked about, and only its hash is kept, so no text waits in memory; files nobody
// listed are never read here.
import fs from "node:fs";
import path from "node:path";
import { Journal } from "./journal.js";
import { adoptOldOutput } from "./legacy.js";
import { EMPTY, fileHash, MANIFEST, PENDING, readManifest, type Manifest } from "./manifest.js";
import { openNoFollow, ownFileInTheWay, PathCheck } from "./paths.js";

/** A listed file as found on disk: the SHA-256 of its bytes, and whether the manifest (or the next one) lists that hash. */
export interface Found {
  readonly hash: string;
  /** True when the bytes are provably ours; false when edited since they were written. */
  readonly owned: boolean;
}

/** The output folder as found. */
export interface OutputState {
  /** The manifest in force (adopted from old stamps when the folder predates manifests). */
  readonly manifest: Manifest;
  /** The next manifest of an interrupted build, if one was left. */
  readonly pending: Manifest | undefined;
  /** True when the manifest was adopted from old stamps rather than read. */
  readonly adopted: boolean;
  /** Every path the manifest or the next one lists. */
  readonly listed: ReadonlySet<string>;
  /** A listed file as on disk (undefined when absent, not listed, not a plain file, or reached through a link); read and hashed once, on first asking. */
  found(rel: string): Found | undefined;
  /** Temporary files left by a build that was killed (as its journal lists them), and its next manifest; relative to the output folder. */
  readonly leftovers: readonly string[];
  /** What is in the way of paths inside the output folder (links are never followed). */
  readonly paths: PathCheck;
  /** The journal of temporary files: those left by earlier builds, and this build's. */
  readonly journal: Journal;
}

/** Reads a file's text, or undefined when it does not exist (any other failure is thrown). */
export function readIfExists(file: string): string | undefined {
  return readShared(file)?.toString("utf8");
}

// One buffer, reused, for the bytes of files read to be compared or hashed: weighing
// thousands of files then allocates (and leaves for the collector) nothing per file.
let shared = Buffer.allocUnsafe(1 << 16);

/** What is at a path, read without following a link: its bytes (in the buffer `readShared` shares), or what else is there. */
export type Entry = Buffer | "absent" | "link" | "folder" | "other";

/**
 * Reads a file's bytes into a buffer shared by every call, so they are valid only until the
 * next call, without following a link; what else is there when it is not a plain file.
 */
export function readEntry(file: string): Entry {
  const fd = openNoFollow(file);
  if (fd === undefined) return "absent";
  if (fd === "link") return "link";
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return stat.isDirectory() ? "folder" : "other";
    if (shared.length < stat.size) shared = Buffer.allocUnsafe(Math.max(stat.size, shared.length * 2));
    let n = 0;
    for (let r = 1; n < stat.size && r > 0; n += r) r = fs.readSync(fd, shared, n, stat.size - n, n);
    return shared.subarray(0, n);
  } finally {
    fs.closeSync(fd);
  }
}

/** A plain file's bytes as `readEntry` reads them (valid until the next call); undefined when there is none (or a link, a folder). */
export function readShared(file: string): Buffer | undefined {
  const e = readEntry(file);
  return typeof e === "string" ? undefined : e;
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

/**
 * Reads the output folder's state. With no manifest at all, files of an older contractc
 * whose stamps verify are adopted as if listed (see legacy.ts); `contractsName` and
 * `contractsRel` say which contracts folder is building.
 */
export function readOutput(outDir: string, contractsName: string, contractsRel: string): OutputState {
  for (const own of [MANIFEST, PENDING]) ownFileInTheWay(outDir, own);
  const paths = new PathCheck(outDir);
  const read = readManifest(path.join(outDir, MANIFEST));
  const pending = readManifest(path.join(outDir, PENDING));
  const adopted = read === undefined && pending === undefined;
  const manifest = read ?? (adopted ? adoptOldOutput(outDir, contractsName, contractsRel) : EMPTY);
  const listed = new Set([...Object.keys(manifest.files), ...Object.keys(pending?.files ?? {})]);
  const seen = new Map<string, Found | undefined>();
  const found = (rel: string): Found | undefined => {
    if (!listed.has(rel)) return undefined;
    if (seen.has(rel)) return seen.get(rel);
    const bytes = paths.above(rel) ? undefined : readShared(path.join(outDir, rel));
    const hash = bytes === undefined ? undefined : fileHash(bytes);
    const f = hash === undefined ? undefined : { hash, owned: hash === manifest.files[rel] || hash === pending?.files[rel] };
    seen.set(rel, f);
    return f;
  };
  const journal = Journal.read(outDir, paths);
  const leftovers = pending ? [...journal.leftovers, PENDING].sort() : journal.leftovers;
  return { manifest, pending, adopted, listed, found, leftovers, paths, journal };
}
