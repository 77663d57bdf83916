// What the workspace tasks read of DeepDiff(pre, post) (workspace/task_suite.py's
// WorkspaceDeepDiff): the kinds of change and the paths they are at, in DeepDiff's spelling
// (`root.inbox.emails['31']`, `root.cloud_drive.files['3'].content`). Lists are compared
// item by item, as DeepDiff does when order counts; the injection sites are left out, as
// DeepDiff leaves out the suite's derived fields.

/** The changes of each kind, by path, with the new value (or the old one, for a removal). */
export type Diff = Record<string, Map<string, unknown>>;

const EXCLUDED = new Set(["root.vectors"]);

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "list";
  if (v instanceof Map) return "map";
  return typeof v;
}

function add(out: Diff, kind: string, path: string, value: unknown): void {
  (out[kind] ??= new Map()).set(path, value);
}

function walk(a: unknown, b: unknown, path: string, out: Diff): void {
  if (EXCLUDED.has(path)) return;
  const ka = kindOf(a);
  if (ka !== kindOf(b)) return add(out, "type_changes", path, b);
  // Maps and a file's sharing map are dicts to DeepDiff; the models' fields are attributes.
  if (ka === "map" || (ka === "object" && path.endsWith(".shared_with"))) {
    const entries = (v: unknown) =>
      v instanceof Map
        ? (v as Map<string, unknown>)
        : new Map(Object.entries(v as object));
    const ma = entries(a);
    const mb = entries(b);
    for (const [k, v] of ma)
      if (!mb.has(k)) add(out, "dictionary_item_removed", `${path}['${k}']`, v);
    for (const [k, v] of mb)
      if (!ma.has(k)) add(out, "dictionary_item_added", `${path}['${k}']`, v);
      else walk(ma.get(k), v, `${path}['${k}']`, out);
    return;
  }
  if (ka === "object") return walkObject(a, b, path, out);
  if (ka === "list") {
    const la = a as unknown[];
    const lb = b as unknown[];
    const n = Math.min(la.length, lb.length);
    for (let i = 0; i < n; i++) walk(la[i], lb[i], `${path}[${i}]`, out);
    for (let i = n; i < lb.length; i++)
      add(out, "iterable_item_added", `${path}[${i}]`, lb[i]);
    for (let i = n; i < la.length; i++)
      add(out, "iterable_item_removed", `${path}[${i}]`, la[i]);
    return;
  }
  if (a !== b) add(out, "values_changed", path, b);
}

function walkObject(a: unknown, b: unknown, path: string, out: Diff): void {
  const oa = a as Record<string, unknown>;
  const ob = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(oa), ...Object.keys(ob)]))
    walk(oa[k], ob[k], `${path}.${k}`, out);
}

/** WorkspaceDeepDiff(pre, post) (and TravelDeepDiff: any suite's environment). */
export function workspaceDiff(pre: object, post: object): Diff {
  const out: Diff = {};
  walk(pre, post, "root", out);
  return out;
}

/** The kinds of change of a diff, as a set. */
export const kinds = (d: Diff): Set<string> => new Set(Object.keys(d));

/** The paths of one kind of change. */
export const paths = (d: Diff, kind: string): Set<string> =>
  new Set(d[kind]?.keys() ?? []);

/** Whether two sets hold the same strings. */
export function sameSet(a: ReadonlySet<string>, b: Iterable<string>): boolean {
  const bb = new Set(b);
  return a.size === bb.size && [...a].every((x) => bb.has(x));
}

/** `pre_environment == post_environment`: nothing changed. */
export const unchanged = (pre: object, post: object): boolean =>
  Object.keys(workspaceDiff(pre, post)).length === 0;
