// The compiler's fingerprint: what, besides a contract, decides the bytes of its output.
// An input hash made under another fingerprint is stale, so upgrading contractc or the
// formatter re-emits everything while an unchanged compiler can skip unchanged contracts.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listFiles } from "./scan.js";

/** A short content hash (64 bits of SHA-256, hex) of several parts. */
export function shortHash(...parts: readonly string[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p).update("\0");
  return h.digest("hex").slice(0, 16);
}

/** The folder holding `src/` and `grammar/` of the running compiler (`dist/` once built). */
const CODE_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The package root (where package.json and node_modules are), found by walking up. */
function packageRoot(from: string): string | undefined {
  for (let d = from; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, "package.json")) && path.basename(d) !== "dist") return d;
    if (path.dirname(d) === d) return undefined;
  }
}

// What shapes the bytes of output: the parser and lowering that build a toolset, the
// emitters and the planning of files, followed through their imports, and the runtime's
// sources, which are copied. Checks and diagnostics are left out: they decide whether a
// build runs, never what it writes, so a new lint rule leaves the manifest as it was
// (what a build remembers of a contract's diagnostics is keyed by checkerFingerprint).
const ENTRIES = ["grammar/parse", "src/lower/source", "src/lower/file", "src/model", "src/emit/index", "src/output/plan"];
const NOT_OUTPUT = /^src\/diagnostics\//;
const LOCAL_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.{1,2}\/[^"]+)\.js"/g;

/** The code file at `rel` (no extension) under the code root: compiled `.js`, or `.ts` from source. */
function codeFile(rel: string): string | undefined {
  for (const ext of [".js", ".ts"]) {
    const file = path.join(CODE_ROOT, rel + ext);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

// Both fingerprints follow the same imports; each code file is read once per process.
const read = new Map<string, string>();

/** The code files reached from `entries` through their local imports, `skip` left out, each with its bytes. */
function reachable(entries: readonly string[], skip?: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  const queue = [...entries];
  for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) {
    if (found.has(rel) || skip?.test(rel)) continue;
    const file = codeFile(rel);
    if (file === undefined) continue;
    const text = read.get(file) ?? fs.readFileSync(file, "latin1");
    read.set(file, text);
    found.set(rel, text);
    for (const m of text.matchAll(LOCAL_IMPORT)) queue.push(path.posix.join(path.posix.dirname(rel), m[1] ?? ""));
  }
  return found;
}

const sorted = (m: Map<string, string>): Map<string, string> => new Map([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The compiled code that shapes output, each file with its bytes, in a fixed order. */
function compiledOutputCode(): Map<string, string> {
  return sorted(reachable(ENTRIES, NOT_OUTPUT));
}

/** The runtime's sources, which are copied into the output, each with its bytes. */
function runtimeCode(): Map<string, string> {
  const found = new Map<string, string>();
  const runtime = [path.join(CODE_ROOT, "src/runtime"), path.join(CODE_ROOT, "../src/runtime")].find((d) => fs.existsSync(path.join(d, "runtime.ts")));
  if (runtime) for (const f of listFiles(runtime)) if (f.endsWith(".ts")) found.set(`runtime/${f}`, fs.readFileSync(path.join(runtime, f), "latin1"));
  return found;
}

/** The files that shape output, each with its bytes, in a fixed order: the compiled code and the runtime's sources. */
export function outputCode(): Map<string, string> {
  return sorted(new Map([...compiledOutputCode(), ...runtimeCode()]));
}

/** The files that decide a contract's diagnostics: the parser, the lowering, every check and the diagnostics' wording. */
export function checkerCode(): Map<string, string> {
  return sorted(reachable(["src/compile"]));
}

/** One hash of files and their bytes, in their order. */
const filesHash = (files: Map<string, string>): string => shortHash(...[...files].flat());

/** The hashes of the compiled code that shapes output and of the code that decides diagnostics, read from the code files. */
export function computedCodeHashes(): { readonly output: string; readonly checker: string } {
  return { output: filesHash(compiledOutputCode()), checker: filesHash(checkerCode()) };
}

// The bundling step (scripts/bundle.ts) writes `computedCodeHashes()` into the bundle, made
// from the very files it bundles: a bundled command then reads none of them (some 25 ms a
// run). Run unbundled, the name is not defined and the hashes are made from the files.
declare const CONTRACTC_CODE_HASHES: { readonly output: string; readonly checker: string } | undefined;
const BUNDLED = typeof CONTRACTC_CODE_HASHES === "object" ? CONTRACTC_CODE_HASHES : undefined;

function codeHash(): string {
  // The runtime's sources are read as the runtime emitter reads them: at run time.
  return shortHash(BUNDLED?.output ?? filesHash(compiledOutputCode()), ...[...runtimeCode()].flat());
}

/** The installed version of a dependency, looked up without loading it. */
function installedVersion(root: string, name: string): string {
  for (let d = root; ; d = path.dirname(d)) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(d, "node_modules", name, "package.json"), "utf8")) as { version?: string };
      return pkg.version ?? "?";
    } catch {
      if (path.dirname(d) === d) return "?";
    }
  }
}

let versionList: string[] | undefined;

/** The package's version and its runtime dependencies' installed versions. */
function versions(): string[] {
  versionList ??= readVersions();
  return versionList;
}

function readVersions(): string[] {
  const root = packageRoot(CODE_ROOT);
  if (!root) return ["?"];
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { version?: string; dependencies?: Record<string, string> };
    const deps = Object.keys(pkg.dependencies ?? {}).sort();
    return [pkg.version ?? "?", ...deps.map((d) => `${d}@${installedVersion(root, d)}`)];
  } catch {
    return ["?"];
  }
}

let cached: string | undefined;

/** The fingerprint of this compiler; `extra` names anything else that shapes output (e.g. a custom emitter list). */
export function compilerFingerprint(extra = ""): string {
  cached ??= shortHash(...versions(), codeHash());
  return extra ? shortHash(cached, extra) : cached;
}

let checker: string | undefined;

/**
 * The fingerprint of this compiler's front end, which decides a contract's diagnostics:
 * what a build remembers of a file is trusted only under the same one. Node's version is
 * part of it, since checks compile the contract's patterns with its regular expressions.
 */
export function checkerFingerprint(): string {
  checker ??= shortHash(process.version, ...versions(), BUNDLED?.checker ?? filesHash(checkerCode()));
  return checker;
}

/** The input hash the manifest records for a contract's toolset folder. */
export function inputHash(fingerprint: string, headerPath: string, text: string): string {
  return shortHash(fingerprint, headerPath, text);
}
