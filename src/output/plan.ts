// What `build` would write for a toolset: every generated file's final bytes, header
// and stamp included. The emitters are imported only here and only when a toolset really
// has to be emitted; prettier only for a file whose emitter does not print it formatted.
import path from "node:path";
import type { Emitter } from "../emit/index.js";
import type { Toolset } from "../model.js";
import { alwaysFormat, formatTs } from "./format.js";
import type { FoundFolder } from "./scan.js";
import { canStamp, NO_EMIT_HASH, readStamp, shortHash, stampFile, verifyBody } from "./stamp.js";

/** One file of the planned output, relative to the output folder. */
export interface PlannedFile {
  /** `<toolset>/<path>`, `/`-separated. */
  readonly path: string;
  readonly text: string;
}

/** Supplies the emitters; the default loads the real ones on first use. Tests pass their own. */
export type EmitterSource = () => Promise<readonly Emitter[]>;

/** The compiler's own emitters, loaded lazily. */
export const defaultEmitters: EmitterSource = async () => (await import("../emit/index.js")).EMITTERS;

/** How a toolset is to be planned. */
export interface PlanInput {
  readonly toolset: Toolset;
  /** The input hash its files are stamped with. */
  readonly input: string;
  /** The compiler fingerprint, which shapes formatting too. */
  readonly fingerprint: string;
  /** The toolset's folder as it is now, whose formatted text is reused where the emitter's text is unchanged. */
  readonly previous?: FoundFolder | undefined;
}

/** The formatted body of a stamped TypeScript file: everything after the header, stamp and blank line. */
function tsBody(text: string): string | undefined {
  const m = /^[^\n]*\n[^\n]*\n\n/.exec(text);
  return m ? text.slice(m[0].length) : undefined;
}

/** Emits, formats where needed (or reuses the formatting of unchanged output) and stamps every file of one toolset. */
export async function planToolset(p: PlanInput, emitters: EmitterSource = defaultEmitters): Promise<PlannedFile[]> {
  const list = await emitters();
  const emitted = list
    .flatMap((e) => e.emit(p.toolset))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const old = new Map((p.previous?.files ?? []).map((f) => [f.path, f]));
  const bodies = await Promise.all(
    emitted.map(async (f) => {
      const rel = path.posix.join(p.toolset.name, f.path);
      if (!canStamp(rel)) throw new Error(`an emitter produced ${f.path}, a kind of file that cannot carry the generated header`);
      // JSON is printed by JSON.stringify, and marked files are already prettier's output:
      // their text is their body, so no emit hash is needed to reuse a formatting.
      if (!rel.endsWith(".ts") || (f.formatted && !alwaysFormat())) return { rel, emit: NO_EMIT_HASH, body: f.text };
      const emit = shortHash(p.fingerprint, rel, f.text);
      const prev = old.get(rel);
      const stamp = prev && readStamp(prev.text);
      const reused = stamp && stamp.emit === emit && verifyBody(rel, prev.text, stamp) ? tsBody(prev.text) : undefined;
      return { rel, emit, body: reused ?? (await formatTs(f.text)) };
    }),
  );
  return bodies.map((b) => ({
    path: b.rel,
    text: stampFile(b.rel, p.toolset.sourcePath, b.body, { input: p.input, files: bodies.length, emit: b.emit }),
  }));
}
