// What `build` remembers between runs, so a rebuild after one contract changed emits only
// that toolset: each toolset's input hash and the hash of every file the compiler itself
// wrote for it; and, so that it parses and checks only that contract, each contract file's
// diagnostics and toolset name (source-memory.ts). It lives outside the output folder, in the project's
// `node_modules/.cache/contractc/` (the nearest above the output folder), never in anything
// reviewed or committed: a file and its
// manifest edited together still differ from what the compiler wrote, so they are emitted
// again, and `check` (as CI runs it, with no cache) trusts nothing but its own emitting.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sourceMemoryOf, type SourceMemory } from "./source-memory.js";

/**
 * A toolset's input hash, the hash of each file the compiler wrote (its own and the shared
 * ones), each contract file as last compiled, by its display path, and the ReDoS analyser's
 * answers about the contracts' patterns.
 */
export interface BuildMemory {
  readonly inputs: Map<string, string>;
  readonly files: Map<string, string>;
  readonly sources: Map<string, SourceMemory>;
  patterns: PatternVerdicts | undefined;
}

/** The ReDoS analyser's answers by `flags/source` (why the pattern is unsafe, or undefined when safe), true only under the checker fingerprint they were found with. */
export interface PatternVerdicts {
  readonly checker: string;
  readonly answers: ReadonlyMap<string, string | undefined>;
}

/** A memory with nothing in it. */
export function emptyMemory(): BuildMemory {
  return { inputs: new Map(), files: new Map(), sources: new Map(), patterns: undefined };
}

/** The answers as kept in the memory's file, if they are as written there. */
function patternsOf(v: unknown): PatternVerdicts | undefined {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  const { checker, answers } = v as { checker?: unknown; answers?: unknown };
  if (typeof checker !== "string" || !HASH.test(checker) || answers === null || typeof answers !== "object" || Array.isArray(answers)) return undefined;
  const out = new Map<string, string | undefined>();
  for (const [k, d] of Object.entries(answers)) {
    if (d === null) out.set(k, undefined);
    else if (typeof d === "string") out.set(k, d);
    else return undefined;
  }
  return { checker, answers: out };
}

/** The cache file of one output folder and contracts folder: in the `node_modules` nearest above the output folder, or undefined when there is none. */
export function cacheFile(out: string, contractsRel: string): string | undefined {
  const at = path.resolve(out);
  for (let dir = path.dirname(at); ; dir = path.dirname(dir)) {
    const modules = path.join(dir, "node_modules");
    if (isDirectory(modules)) {
      const key = createHash("sha256").update(at).update("\0").update(contractsRel).digest("hex").slice(0, 16);
      return path.join(modules, ".cache", "contractc", `${key}.json`);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

function isDirectory(p: string): boolean {
  try {
    return fs.lstatSync(p).isDirectory();
  } catch {
    return false;
  }
}

const HASH = /^[0-9a-f]{1,128}$/;

/** The memory kept in `file`; an empty one when it is absent or not as this module writes it. */
export function loadMemory(file: string): BuildMemory {
  const memory = emptyMemory();
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as { inputs?: unknown; files?: unknown; sources?: unknown; patterns?: unknown };
    const pairs = (v: unknown): [string, string][] =>
      v !== null && typeof v === "object" && !Array.isArray(v) ? Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string" && HASH.test(e[1])) : [];
    for (const [k, h] of pairs(data.inputs)) memory.inputs.set(k, h);
    for (const [k, h] of pairs(data.files)) memory.files.set(k, h);
    memory.patterns = patternsOf(data.patterns);
    // A file whose entry is not as written here is simply compiled again.
    const sources = data.sources !== null && typeof data.sources === "object" && !Array.isArray(data.sources) ? Object.entries(data.sources) : [];
    for (const [k, v] of sources) {
      const remembered = sourceMemoryOf(v);
      if (remembered) memory.sources.set(k, remembered);
    }
  } catch {
    // Absent, unreadable or not JSON: nothing is remembered, and everything is emitted.
  }
  return memory;
}

/** Writes `memory` to `file` whole (a temporary file renamed over it) unless it holds exactly that already; a cache that cannot be written is skipped. */
export function saveMemory(file: string, memory: BuildMemory): void {
  const patterns = memory.patterns && { checker: memory.patterns.checker, answers: Object.fromEntries([...memory.patterns.answers].map(([k, d]) => [k, d ?? null])) };
  const text = `${JSON.stringify({ inputs: Object.fromEntries(memory.inputs), files: Object.fromEntries(memory.files), sources: Object.fromEntries(memory.sources), patterns })}\n`;
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    // A build that changed nothing leaves the cache as it was, unwritten.
    if (fs.readFileSync(file, "utf8") === text) return;
  } catch {
    // Absent or unreadable: written below.
  }
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  } catch {
    fs.rmSync(tmp, { force: true });
  }
}
