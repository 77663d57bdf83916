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

/** Every compiler code file's path and bytes, hashed in a fixed order. Reading them costs a few ms. */
function codeHash(): string {
  const parts: string[] = [];
  for (const top of ["src", "grammar"]) {
    for (const rel of listFiles(path.join(CODE_ROOT, top))) {
      if (!/\.(js|ts)$/.test(rel) || rel.endsWith(".d.ts")) continue;
      parts.push(`${top}/${rel}`, fs.readFileSync(path.join(CODE_ROOT, top, rel), "latin1"));
    }
  }
  return shortHash(...parts);
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

/** The package's version and its runtime dependencies' installed versions. */
function versions(): string[] {
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

/** The input hash the manifest records for a contract's toolset folder. */
export function inputHash(fingerprint: string, headerPath: string, text: string): string {
  return shortHash(fingerprint, headerPath, text);
}
