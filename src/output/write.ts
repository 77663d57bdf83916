// From plan to disk. First every decision is made against the output folder as found
// (scan.ts): which planned files change, which listed files are no longer generated, and
// whether anything not provably ours is in the way, in which case nothing is written.
// Then: each changed file is written to a temporary file beside it; the next manifest is
// written; the temporary files are renamed over their targets; files no longer generated
// are removed; the next manifest is renamed over the manifest. A build killed at any point
// leaves files that the manifest or the next one lists, so the next build can finish the job.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileHash, MANIFEST, manifestText, PENDING, toolsetOf, type Manifest, type ToolsetEntry } from "./manifest.js";
import type { PlannedFile, ToolsetPlan } from "./plan.js";
import { readIfExists, TEMP_RE, type OutputState } from "./scan.js";

/** A file in the way of the build, and why it is not contractc's to replace or remove. */
export interface Conflict {
  readonly path: string;
  readonly why: string;
}

/** Something not provably ours is in the way: nothing was written. */
export class OutputConflict extends Error {
  constructor(readonly conflicts: readonly Conflict[]) {
    super(`${conflicts.length} file(s) in the way`);
  }
}

/** Everything a build will do to the output folder. */
export interface Decision {
  readonly write: readonly PlannedFile[];
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
}

/** The words for a file that is in the way. */
export const EDITED = "edited since contractc wrote it; delete it (build writes it again) or move the change into the contract";
const FOREIGN = "not written by contractc; move it out of the way";

/** True when the manifest entry of a toolset folder says this contracts folder built it (or nobody known). */
const claimable = (e: ToolsetEntry | undefined, contractsRel: string): boolean => !e || e.contracts === "" || e.contracts === contractsRel;

/** Decides what to write and remove for the toolsets of one contracts folder (`contractsRel`, relative to the output folder). */
export function decide(outDir: string, state: OutputState, plans: readonly ToolsetPlan[], contractsRel: string): Decision {
  const prior = { ...state.manifest.toolsets, ...state.pending?.toolsets };
  const listedHash = (rel: string): string | undefined => {
    const a = state.manifest.files[rel];
    const b = state.pending?.files[rel];
    const text = state.owned.get(rel);
    return text !== undefined && b !== undefined && fileHash(text) === b ? b : (a ?? b);
  };
  const listed = new Set([...Object.keys(state.manifest.files), ...Object.keys(state.pending?.files ?? {})]);
  const conflicts: Conflict[] = [];
  const write: PlannedFile[] = [];
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
  for (const rel of listed) {
    const t = toolsetOf(rel);
    const current = t !== undefined && planned.has(t) && planned.get(t)?.files === undefined;
    const h = listedHash(rel);
    if ((t === undefined || others.has(t) || current) && h) files[rel] = h;
    if (current) unchanged++;
  }
  for (const p of plans) {
    const e = prior[p.name];
    if (!claimable(e, contractsRel)) {
      conflicts.push({ path: `${p.name}/`, why: `the toolset folder of the contracts in '${e?.contracts}'; two contracts folders cannot share a toolset name in one output folder` });
      continue;
    }
    toolsets[p.name] = { contracts: contractsRel, input: p.input };
    if (!p.files) continue;
    const folderProblem = e === undefined ? foreignFolder(outDir, p.name) : undefined;
    if (folderProblem) conflicts.push({ path: `${p.name}/`, why: folderProblem });
    for (const f of p.files) {
      files[f.path] = fileHash(f.text);
      const text = state.owned.get(f.path) ?? state.edited.get(f.path) ?? readIfExists(path.join(outDir, f.path));
      if (text === f.text) unchanged++;
      else if (text === undefined || state.owned.has(f.path)) write.push(f);
      else conflicts.push({ path: f.path, why: state.edited.has(f.path) ? EDITED : FOREIGN });
    }
  }
  // Listed files that no toolset generates any more: removed when unchanged, else in the way.
  const remove: string[] = [];
  for (const rel of [...listed].sort()) {
    const t = toolsetOf(rel);
    if (files[rel] !== undefined || t === undefined || others.has(t)) continue;
    if (state.owned.has(rel)) remove.push(rel);
    else if (state.edited.has(rel)) conflicts.push({ path: rel, why: `${EDITED.split(";")[0]}, and its contract no longer generates it; delete or move it` });
  }
  return { write, remove, unchanged, manifest: { toolsets, files }, conflicts };
}

/** Why an existing folder that the manifest does not list cannot become a toolset folder, if it cannot. */
function foreignFolder(outDir: string, name: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(path.join(outDir, name));
  } catch {
    return undefined;
  }
  if (!stat.isDirectory()) return `${FOREIGN} (a toolset folder of this name is to be made here)`;
  const entries = fs.readdirSync(path.join(outDir, name)).filter((f) => !TEMP_RE.test(f));
  return entries.length ? `a folder contractc did not make, holding ${entries.length} file(s); move it out of the way or rename the toolset` : undefined;
}

/** A temporary name beside a file, unique to this process. */
function tempName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

/** Writes a text to a temporary file beside `file` and renames it into place. */
function writeAtomic(file: string, text: string): void {
  const tmp = tempName(file);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Carries out a decision (which must have no conflicts) under the build's lock; see the top of this file. */
export function apply(outDir: string, state: OutputState, d: Decision): WriteReport {
  if (d.conflicts.length) throw new OutputConflict(d.conflicts);
  const next = manifestText(d.manifest);
  const same = readIfExists(path.join(outDir, MANIFEST)) === next && !state.pending;
  const report = { written: d.write.map((f) => f.path), removed: d.remove, unchanged: d.unchanged, leftovers: state.leftovers.length };
  if (same && !d.write.length && !d.remove.length && !state.leftovers.length) return report;
  const temps: [string, string][] = [];
  try {
    const made = new Set<string>();
    for (const f of d.write) {
      const target = path.join(outDir, f.path);
      const dir = path.dirname(target);
      if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
      const tmp = tempName(target);
      temps.push([tmp, target]);
      fs.writeFileSync(tmp, f.text);
    }
    if (!same) writeAtomic(path.join(outDir, PENDING), next);
  } catch (e) {
    for (const [tmp] of temps) fs.rmSync(tmp, { force: true });
    throw e;
  }
  for (const [tmp, target] of temps) fs.renameSync(tmp, target);
  for (const rel of d.remove) {
    fs.rmSync(path.join(outDir, rel), { force: true });
    removeEmptyFolder(outDir, toolsetOf(rel));
  }
  if (!same) fs.renameSync(path.join(outDir, PENDING), path.join(outDir, MANIFEST));
  for (const rel of state.leftovers) if (rel !== PENDING) fs.rmSync(path.join(outDir, rel), { force: true });
  return report;
}

/** Removes a toolset folder left empty by removals. */
function removeEmptyFolder(outDir: string, name: string | undefined): void {
  if (!name) return;
  try {
    fs.rmdirSync(path.join(outDir, name));
  } catch {
    // Not empty (the user's files stay) or already gone.
  }
}
