// From plan to disk. As soon as a toolset is emitted, each of its files is weighed against
// the output folder as found (scan.ts) and, when its bytes change, written to a temporary
// file beside its target (`Staging`), so no generated text waits in memory for the end of
// the build. Then, once every toolset is emitted, the decision: which listed files are no
// longer generated, and whether anything not provably ours is in the way, in which case
// every temporary file is removed and nothing is written. In the way is also anything on a
// path build would write, rename or remove that is a symbolic link (never followed), a
// folder where a file goes, or a file where a folder goes (paths.ts). Else: the next manifest is
// written; the temporary files are renamed over their targets; files no longer generated
// are removed; the next manifest is renamed over the manifest. A build killed at any point
// leaves files that the manifest or the next one lists, and temporary files, each recorded in
// the journal before it is made, that the next build removes and `check` names, so the next
// build can finish the job.
import fs from "node:fs";
import path from "node:path";
import { fileHash, MANIFEST, manifestText, PENDING, toolsetOf, type Manifest, type ToolsetEntry } from "./manifest.js";
import type { PlannedFile, ToolsetPlan } from "./plan.js";
import type { Journal } from "./journal.js";
import { kindOf, LINK_WHY, type Blocker } from "./paths.js";
import { readEntry, readIfExists, type OutputState } from "./scan.js";

/**
 * A planned file weighed against the disk, its text let go: the same bytes are there
 * (`same`), there is nothing (`new`), or other bytes that are provably ours (`replace`),
 * edited since written (`edited`) or never ours (`foreign`), or something build may not write
 * over or through (`blocked`: a link, a folder, a file where a folder goes).
 */
export interface SettledFile {
  readonly path: string;
  /** The SHA-256 of the bytes build writes. */
  readonly hash: string;
  readonly verdict: "same" | "new" | "replace" | "edited" | "foreign" | "blocked";
  /** What is in the way, for a `blocked` file. */
  readonly blocker?: Blocker;
  /** The SHA-256 of the other bytes on disk, for a listed file. */
  readonly disk?: string;
  /** The bytes to write, for a file not staged yet. */
  readonly bytes?: Uint8Array;
  /** The temporary file holding the bytes to write, once staged. */
  readonly temp?: string;
}

/** A toolset's file, settled or not yet. */
export type AnyFile = PlannedFile | SettledFile;

const isSettled = (f: AnyFile): f is SettledFile => "verdict" in f;

// One buffer, reused, for each planned text's UTF-8 bytes while it is weighed.
let encoded = Buffer.allocUnsafe(1 << 16);

/** A text's UTF-8 bytes in the reused buffer, valid until the next call. */
function encode(text: string): Buffer {
  // At most 3 bytes per UTF-16 unit, so the bytes always fit.
  if (encoded.length < text.length * 3) encoded = Buffer.allocUnsafe(Math.max(text.length * 3, encoded.length * 2));
  return encoded.subarray(0, encoded.write(text));
}

/** Weighs a planned file against the disk, byte for byte; its bytes are kept (copied) only when they are to be written. */
export function settle(outDir: string, state: OutputState, f: PlannedFile): SettledFile {
  const bytes = encode(f.text);
  const hash = fileHash(bytes);
  const above = state.paths.above(f.path);
  if (above) return { path: f.path, hash, verdict: "blocked", blocker: above };
  const have = readEntry(path.join(outDir, f.path));
  if (have === "absent") return { path: f.path, hash, verdict: "new", bytes: Buffer.from(bytes) };
  if (typeof have === "string") return { path: f.path, hash, verdict: "blocked", blocker: state.paths.at(f.path) ?? { path: f.path, kind: "link", why: LINK_WHY } };
  if (have.equals(bytes)) return { path: f.path, hash, verdict: "same" };
  if (!state.listed.has(f.path)) return { path: f.path, hash, verdict: "foreign" };
  const disk = fileHash(have);
  const owned = disk === state.manifest.files[f.path] || disk === state.pending?.files[f.path];
  return owned ? { path: f.path, hash, verdict: "replace", disk, bytes: Buffer.from(bytes) } : { path: f.path, hash, verdict: "edited", disk };
}

/** Settles every file of a plan (check: nothing is written, texts are let go). */
export function settlePlan(outDir: string, state: OutputState, p: ToolsetPlan): ToolsetPlan {
  return { ...p, files: p.files?.map((f) => (isSettled(f) ? f : withoutBytes(settle(outDir, state, f)))) };
}

const withoutBytes = ({ bytes: _, ...f }: SettledFile): SettledFile => f;

/** A file in the way of the build, and why it is not contractc's to replace or remove. */
export interface Conflict {
  readonly path: string;
  readonly why: string;
  /** Set for a link or other thing in the way of a path (see paths.ts). */
  readonly kind?: Blocker["kind"];
}

/** Something not provably ours is in the way: nothing was written. */
export class OutputConflict extends Error {
  constructor(readonly conflicts: readonly Conflict[]) {
    super(`${conflicts.length} file(s) in the way`);
  }
}

/** Everything a build will do to the output folder. */
export interface Decision {
  readonly write: readonly SettledFile[];
  readonly remove: readonly string[];
  readonly unchanged: number;
  readonly manifest: Manifest;
  readonly conflicts: readonly Conflict[];
}

/** What a build changed, for its summary line. */
export interface WriteReport {
  readonly written: readonly string[];
  readonly removed: readonly string[];
  readonly unchanged: number;
  readonly leftovers: number;
  /** True when the manifest was rewritten (it is, on its own, when only a contract's input hash changed). */
  readonly manifest: boolean;
}

/** The words for a file that is in the way. */
export const EDITED = "edited since contractc wrote it; delete it (build writes it again) or move the change into the contract";
const FOREIGN = "not written by contractc; move it out of the way";

/** True when the manifest entry of a toolset folder says this contracts folder built it (or nobody known). */
const claimable = (e: ToolsetEntry | undefined, contractsRel: string): boolean => !e || e.contracts === "" || e.contracts === contractsRel;

/** The toolset entries of the manifest and the next one, the next one winning. */
const priorOf = (state: OutputState): Record<string, ToolsetEntry> => ({ ...state.manifest.toolsets, ...state.pending?.toolsets });

/** Why a toolset's folder is not this contracts folder's to write in, if it is not. */
function folderConflict(outDir: string, journal: Journal, e: ToolsetEntry | undefined, name: string, contractsRel: string): Conflict | undefined {
  if (!claimable(e, contractsRel)) {
    return { path: `${name}/`, why: `the toolset folder of the contracts in '${e?.contracts}'; two contracts folders cannot share a toolset name in one output folder` };
  }
  const why = e === undefined ? foreignFolder(outDir, name, journal) : undefined;
  return why ? { path: `${name}/`, why } : undefined;
}

/** Decides what to write and remove for the toolsets of one contracts folder (`contractsRel`, relative to the output folder). */
export function decide(outDir: string, state: OutputState, plans: readonly ToolsetPlan[], contractsRel: string): Decision {
  const prior = priorOf(state);
  const listedHash = (rel: string): string | undefined => {
    const a = state.manifest.files[rel];
    const b = state.pending?.files[rel];
    return b !== undefined && state.found(rel)?.hash === b ? b : (a ?? b);
  };
  const conflicts: Conflict[] = [];
  const write: SettledFile[] = [];
  let unchanged = 0;
  const toolsets: Record<string, ToolsetEntry> = {};
  const files: Record<string, string> = {};
  const planned = new Map(plans.map((p) => [p.name, p]));
  // Folders of other contracts folders (or of one not known, not claimed now) stay as listed, and so do files at the top.
  const others = new Set<string>();
  for (const [name, e] of Object.entries(prior)) {
    if (!claimable(e, contractsRel) || (e.contracts === "" && !planned.has(name))) others.add(name);
  }
  for (const name of others) if (prior[name]) toolsets[name] = prior[name];
  for (const rel of state.listed) {
    const t = toolsetOf(rel);
    const current = t !== undefined && planned.has(t) && planned.get(t)?.files === undefined;
    if (!(t === undefined || others.has(t) || current)) continue;
    const h = listedHash(rel);
    if (h) files[rel] = h;
    if (current) unchanged++;
  }
  for (const p of plans) {
    const e = prior[p.name];
    const folder = folderConflict(outDir, state.journal, e, p.name, contractsRel);
    if (folder && !claimable(e, contractsRel)) {
      conflicts.push(folder);
      continue;
    }
    toolsets[p.name] = { contracts: contractsRel, input: p.input };
    if (!p.files) continue;
    if (folder) conflicts.push(folder);
    for (const planned of p.files) {
      const f = isSettled(planned) ? planned : settle(outDir, state, planned);
      files[f.path] = f.hash;
      if (f.verdict === "same") unchanged++;
      else if (f.verdict === "new" || f.verdict === "replace") write.push(f);
      else if (f.blocker) conflicts.push(f.blocker);
      else conflicts.push({ path: f.path, why: f.verdict === "edited" ? EDITED : FOREIGN });
    }
  }
  // The shared files come with the first toolset emitted; when every toolset was known
  // current (watch), none emitted them, and they stay as listed: unchanged all the same.
  if (plans.some((p) => !p.files)) {
    const emitted = new Set(plans.flatMap((p) => (p.files ?? []).map((f) => f.path)));
    for (const rel of state.listed) if (toolsetOf(rel) === undefined && !emitted.has(rel) && files[rel] !== undefined) unchanged++;
  }
  // Listed files that no toolset generates any more: removed when unchanged, else in the way.
  const remove: string[] = [];
  for (const rel of [...state.listed].sort()) {
    const t = toolsetOf(rel);
    if (files[rel] !== undefined || t === undefined || others.has(t)) continue;
    // A listed file behind a link or replaced by one is never removed (the link is named); one
    // behind a file, or replaced by a folder, is no longer there to remove.
    const blocker = state.paths.above(rel) ?? state.paths.at(rel);
    if (blocker?.kind === "link") conflicts.push(blocker);
    if (blocker) continue;
    const found = state.found(rel);
    if (found?.owned) remove.push(rel);
    else if (found) conflicts.push({ path: rel, why: `${EDITED.split(";")[0]}, and its contract no longer generates it; delete or move it` });
  }
  // One line a path (a linked folder, however many files lie behind it), the first reason given.
  const named = new Map<string, Conflict>();
  for (const c of conflicts) if (!named.has(c.path)) named.set(c.path, c);
  return { write, remove, unchanged, manifest: { toolsets, files }, conflicts: [...named.values()] };
}

/** Why an existing folder that the manifest does not list cannot become a toolset folder, if it cannot. */
function foreignFolder(outDir: string, name: string, journal: Journal): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(path.join(outDir, name));
  } catch {
    return undefined;
  }
  if (stat.isSymbolicLink()) return kindOf(name, stat)?.why;
  if (!stat.isDirectory()) return `${FOREIGN} (a toolset folder of this name is to be made here)`;
  // Temporary files of build's own (recorded in its journal) do not make a folder someone else's.
  const entries = fs.readdirSync(path.join(outDir, name)).filter((f) => !journal.lists(`${name}/${f}`));
  return entries.length ? `a folder contractc did not make, holding ${entries.length} file(s); move it out of the way or rename the toolset` : undefined;
}

/**
 * Writes each file's bytes to a temporary file beside its target, every name journaled in one
 * write before any file is made; returns the temporary files in order. A folder not in `dirs`
 * is made and added there, the first folder each such mkdir made pushed to `made`; each
 * temporary file is pushed to `written` just before it is written, so a failure leaves none
 * unlisted there.
 */
function writeTemps(outDir: string, journal: Journal, files: readonly { path: string; bytes?: Uint8Array }[], dirs: Set<string>, made: string[], written: string[]): string[] {
  if (files.length === 0) return [];
  for (const f of files) {
    const dir = path.dirname(path.join(outDir, f.path));
    if (dirs.has(dir)) continue;
    const first = fs.mkdirSync(dir, { recursive: true });
    if (first) made.push(first);
    dirs.add(dir);
  }
  const names = journal.temps(files.map((f) => f.path));
  files.forEach((f, i) => {
    const tmp = names[i] as string;
    written.push(tmp);
    fs.writeFileSync(tmp, f.bytes as Uint8Array, { flag: "wx" });
  });
  return names;
}

/** Writes a text to a temporary file (journaled) beside `rel` and renames it into place. */
function writeAtomic(outDir: string, journal: Journal, rel: string, text: string): void {
  const tmp = journal.temp(rel);
  fs.writeFileSync(tmp, text, { flag: "wx" });
  fs.renameSync(tmp, path.join(outDir, rel));
}

/**
 * Build's staging: each toolset's files are settled as soon as it is emitted, and each that
 * changes goes to a temporary file beside its target at once. Once anything in the way is
 * found, nothing more is staged (the build will write nothing); `discard` removes what was.
 */
export class Staging {
  private readonly temps: string[] = [];
  private readonly made: string[] = [];
  private readonly dirs = new Set<string>();
  private readonly prior: Record<string, ToolsetEntry>;
  private blocked = false;

  constructor(
    private readonly outDir: string,
    private readonly state: OutputState,
    private readonly contractsRel: string,
  ) {
    this.prior = priorOf(state);
  }

  /** Settles a toolset's files and stages those that change; returns the plan with no text left in it. */
  stage(p: ToolsetPlan): ToolsetPlan {
    if (!p.files) return p;
    if (folderConflict(this.outDir, this.state.journal, this.prior[p.name], p.name, this.contractsRel)) this.blocked = true;
    const settled = p.files.map((planned) => {
      const f = isSettled(planned) ? planned : settle(this.outDir, this.state, planned);
      if (f.verdict === "edited" || f.verdict === "foreign" || f.verdict === "blocked") this.blocked = true;
      return f;
    });
    const staged = this.blocked ? [] : settled.filter((f) => f.bytes);
    const temps = this.put(staged);
    const files = settled.map((f): SettledFile => {
      const temp = temps.get(f);
      return !f.bytes ? f : temp === undefined ? withoutBytes(f) : { ...withoutBytes(f), temp };
    });
    return { ...p, files };
  }

  /** Writes each file's bytes to a temporary file beside its target (see `writeTemps`). */
  private put(files: readonly SettledFile[]): Map<SettledFile, string> {
    const names = writeTemps(this.outDir, this.state.journal, files, this.dirs, this.made, this.temps);
    return new Map(files.map((f, i) => [f, names[i] as string]));
  }

  /** Marks the staged files as carried out (renamed into place by `apply`): `discard` leaves them. */
  done(): void {
    this.temps.length = 0;
    this.made.length = 0;
  }

  /** Removes every temporary file staged and every folder made for them, unless `done`: the build writes nothing. Closes the journal. */
  discard(): void {
    for (const tmp of this.temps) fs.rmSync(tmp, { force: true });
    for (const dir of this.made.reverse()) removeEmptyFolder(dir);
    this.done();
    this.state.journal.close();
  }
}

/** Carries out a decision (which must have no conflicts) under the build's lock; see the top of this file. */
export function apply(outDir: string, state: OutputState, d: Decision): WriteReport {
  if (d.conflicts.length) throw new OutputConflict(d.conflicts);
  const next = manifestText(d.manifest);
  const same = readIfExists(path.join(outDir, MANIFEST)) === next && !state.pending;
  const report = { written: d.write.map((f) => f.path), removed: d.remove, unchanged: d.unchanged, leftovers: state.leftovers.length, manifest: !same };
  if (same && !d.write.length && !d.remove.length && !state.leftovers.length) return report;
  // Staged files are renamed from their temporary files; the others are written to theirs first.
  const temps = d.write.flatMap((f) => (f.temp ? [f.temp] : []));
  let renames: [string, string][];
  try {
    const unstaged = d.write.filter((f) => !f.temp);
    for (const f of unstaged) if (!f.bytes) throw new Error(`${f.path} was neither staged nor kept`);
    const names = writeTemps(outDir, state.journal, unstaged, new Set(), [], temps);
    let n = 0;
    renames = d.write.map((f) => [f.temp ?? (names[n++] as string), path.join(outDir, f.path)]);
    if (!same) writeAtomic(outDir, state.journal, PENDING, next);
  } catch (e) {
    for (const tmp of temps) fs.rmSync(tmp, { force: true });
    state.journal.close();
    throw e;
  }
  for (const [tmp, target] of renames) fs.renameSync(tmp, target);
  for (const rel of d.remove) {
    fs.rmSync(path.join(outDir, rel), { force: true });
    const t = toolsetOf(rel);
    if (t) removeEmptyFolder(path.join(outDir, t));
  }
  if (!same) fs.renameSync(path.join(outDir, PENDING), path.join(outDir, MANIFEST));
  for (const rel of state.leftovers) if (rel !== PENDING) fs.rmSync(path.join(outDir, rel), { force: true });
  state.journal.close();
  return report;
}

/** Removes a folder left empty (by removals, or by a discarded staging). */
function removeEmptyFolder(dir: string): void {
  try {
    fs.rmdirSync(dir);
  } catch {
    // Not empty (the user's files stay) or already gone.
  }
}
