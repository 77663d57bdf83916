// The checked model of one toolset: its AST plus name tables, which the checks
// build and the emitters read. Plain data and lookups only; no behaviour.
import type { Field, RefType, ResourceDecl, ToolDecl, ToolFile, TypeDecl, TypeNode } from "./ast.js";

/** What a name in type position stands for. */
export type Resolved =
  | { readonly kind: "type"; readonly decl: TypeDecl }
  | { readonly kind: "resource"; readonly decl: ResourceDecl }
  | { readonly kind: "write"; readonly tool: ToolDecl };

/** One toolset: a file's declarations indexed by name (first declaration wins on duplicates). */
export interface Toolset {
  readonly name: string;
  readonly doc: string | undefined;
  readonly file: ToolFile;
  /** The contract's path as the generated header names it, e.g. `contracts/larkfield.tool`. */
  readonly sourcePath: string;
  readonly types: ReadonlyMap<string, TypeDecl>;
  readonly resources: ReadonlyMap<string, ResourceDecl>;
  readonly tools: ReadonlyMap<string, ToolDecl>;
  readonly context: ReadonlyMap<string, Field>;
}

/** Indexes a file's declarations by name. */
export function buildToolset(file: ToolFile, sourcePath: string): Toolset {
  const index = <T extends { name: { name: string } }>(list: readonly T[]): Map<string, T> => {
    const m = new Map<string, T>();
    for (const x of list) if (!m.has(x.name.name)) m.set(x.name.name, x);
    return m;
  };
  return {
    name: file.toolset?.name.name ?? "",
    doc: file.toolset?.doc?.value,
    file,
    sourcePath,
    types: index(file.types),
    resources: index(file.resources),
    tools: index(file.tools),
    context: index(file.context?.fields ?? []),
  };
}

/** What a `ref` type names: a type, then a resource, then a write tool. */
export function resolveRef(ts: Toolset, ref: RefType): Resolved | undefined {
  const name = ref.name.name;
  const decl = ts.types.get(name);
  if (decl) return { kind: "type", decl };
  const res = ts.resources.get(name);
  if (res) return { kind: "resource", decl: res };
  const tool = ts.tools.get(name);
  if (tool && tool.toolKind === "write") return { kind: "write", tool };
  return undefined;
}

/**
 * Follows named types (not resources or write tools) to the type they stand for.
 * Stops on cycles, which the checks report.
 */
export function derefType(ts: Toolset, t: TypeNode, seen: Set<string> = new Set()): TypeNode {
  if (t.kind !== "ref") return t;
  const r = resolveRef(ts, t);
  if (r?.kind !== "type" || seen.has(r.decl.name.name)) return t;
  seen.add(r.decl.name.name);
  return derefType(ts, r.decl.type, seen);
}

/** The resource a type names directly or through named types (and `?`), if any. */
export function resourceOf(ts: Toolset, t: TypeNode): ResourceDecl | undefined {
  let cur = t;
  for (let i = 0; i < 64; i++) {
    if (cur.kind === "nullable") cur = cur.inner;
    else if (cur.kind === "ref") {
      const r = resolveRef(ts, cur);
      if (r?.kind === "resource") return r.decl;
      if (r?.kind !== "type") return undefined;
      cur = r.decl.type;
    } else return undefined;
  }
  return undefined;
}

/** The tools a model may call: `read` and `finish`, in source order. */
export function modelTools(ts: Toolset): ToolDecl[] {
  return ts.file.tools.filter((t) => t.toolKind !== "write" && ts.tools.get(t.name.name) === t);
}

/** Default cap on the text the model reads from one call. */
export const DEFAULT_RESULT_MAX = 4000;

/** The states a resource's `state` type names, or undefined when it is not a union of strings. */
export function statesOf(ts: Toolset, res: ResourceDecl): string[] | undefined {
  if (!res.state) return undefined;
  const out: string[] = [];
  const visit = (t: TypeNode): boolean => {
    const d = derefType(ts, t);
    if (d.kind === "union") return d.members.every(visit);
    if (d.kind === "literalType" && typeof d.value === "string") return out.push(d.value) > 0;
    return false;
  };
  return visit(res.state) ? out : undefined;
}
