// Every name of a file that navigation knows: where each type, resource, tool, argument
// and context field is declared and where it is used. Found by walking the plain-data
// AST generically, so members added to the language are covered when they name an
// argument (`arg`), a context field (`field`, `owner`) or a type (`ref`).
import type { ContextDecl, Ident, ResourceDecl, Span, ToolDecl, ToolFile, TypeDecl } from "../ast.js";

/** What a name stands for. */
export type SymbolKind = "type" | "resource" | "tool" | "arg" | "context";

/** One declaration or use of a name. */
export interface Occurrence {
  readonly kind: SymbolKind;
  readonly name: string;
  readonly span: Span;
  readonly decl: boolean;
  /** The tool an argument belongs to. */
  readonly tool?: string | undefined;
}

/** The occurrences of a file, sorted by position, with lookups. */
export class Occurrences {
  readonly list: Occurrence[];

  /** The occurrences of the file, or of one of its declarations only. */
  constructor(file: ToolFile, only?: Declaration) {
    this.list = collect(file, only).sort((a, b) => a.span.start - b.span.start);
  }

  /** The occurrence under an offset (a name's last character counts, for a cursor just after it). */
  at(offset: number): Occurrence | undefined {
    let lo = 0;
    let hi = this.list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const o = this.list[mid] as Occurrence;
      if (o.span.end < offset) lo = mid + 1;
      else if (o.span.start > offset) hi = mid - 1;
      else return o;
    }
    return undefined;
  }

  /** Every occurrence of the same symbol, its declaration first. */
  same(o: Occurrence): Occurrence[] {
    const all = this.list.filter((x) => x.kind === o.kind && x.name === o.name && x.tool === o.tool);
    return [...all.filter((x) => x.decl), ...all.filter((x) => !x.decl)];
  }

  /** The declaration of a symbol. */
  declaration(o: Occurrence): Occurrence | undefined {
    return this.list.find((x) => x.decl && x.kind === o.kind && x.name === o.name && x.tool === o.tool);
  }
}

/** A top-level declaration that holds names. */
export type Declaration = ContextDecl | TypeDecl | ResourceDecl | ToolDecl;

const covers = (d: { span: Span }, offset: number): boolean => d.span.start <= offset && offset <= d.span.end;

/** The declaration whose text holds an offset. */
export function declarationAt(file: ToolFile, offset: number): Declaration | undefined {
  if (file.context && covers(file.context, offset)) return file.context;
  return file.types.find((d) => covers(d, offset)) ?? file.resources.find((d) => covers(d, offset)) ?? file.tools.find((d) => covers(d, offset));
}

/** The occurrence under an offset, from the declaration there alone: hover need not list the whole file. */
export function occurrenceAt(file: ToolFile, offset: number): Occurrence | undefined {
  const decl = declarationAt(file, offset);
  return decl && new Occurrences(file, decl).at(offset);
}

const isIdent = (v: unknown): v is Ident => typeof v === "object" && v !== null && (v as { kind?: unknown }).kind === "ident";

function collect(file: ToolFile, only: Declaration | undefined): Occurrence[] {
  const out: Occurrence[] = [];
  const types = new Set(file.types.map((t) => t.name.name));
  const resources = new Set(file.resources.map((r) => r.name.name));
  const tools = new Set(file.tools.map((t) => t.name.name));
  const ref = (id: Ident): void => {
    const kind: SymbolKind | undefined = types.has(id.name) ? "type" : resources.has(id.name) ? "resource" : tools.has(id.name) ? "tool" : undefined;
    if (kind) out.push({ kind, name: id.name, span: id.span, decl: false });
  };
  const context = (id: Ident): void => void out.push({ kind: "context", name: id.name, span: id.span, decl: false });
  // Walks a value: `ref` types, and names under the keys that mean an argument or a field.
  const walk = (v: unknown, tool: ToolDecl | undefined, key: string): void => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, tool, key);
      return;
    }
    if (typeof v !== "object" || v === null) return;
    const node = v as Record<string, unknown> & { kind?: string };
    if (node.kind === "ref" && isIdent(node["name"])) return ref(node["name"]);
    if (node.kind === "path") {
      // A rule's path starts with an argument; the path after `result.` names the reply.
      const first = (node["parts"] as Ident[] | undefined)?.[0];
      if (first && tool && key !== "result") out.push({ kind: "arg", name: first.name, span: first.span, decl: false, tool: tool.name.name });
      return;
    }
    for (const [k, x] of Object.entries(node)) {
      if (k === "span" || k === "kind") continue;
      if (isIdent(x)) {
        if (k === "arg" && tool) out.push({ kind: "arg", name: x.name, span: x.span, decl: false, tool: tool.name.name });
        else if (k === "field" || k === "owner") context(x);
      } else walk(x, tool, k);
    }
  };
  const skip = (d: Declaration | undefined): boolean => only !== undefined && d !== only;
  for (const f of skip(file.context) ? [] : (file.context?.fields ?? [])) {
    out.push({ kind: "context", name: f.name.name, span: f.name.span, decl: true });
    walk(f.type, undefined, "type");
  }
  for (const t of file.types) {
    if (skip(t)) continue;
    out.push({ kind: "type", name: t.name.name, span: t.name.span, decl: true });
    walk(t.type, undefined, "type");
  }
  for (const r of file.resources) {
    if (skip(r)) continue;
    out.push({ kind: "resource", name: r.name.name, span: r.name.span, decl: true });
    if (r.owner) context(r.owner);
    walk(r.id, undefined, "id");
  }
  for (const t of file.tools) {
    if (skip(t)) continue;
    out.push({ kind: "tool", name: t.name.name, span: t.name.span, decl: true });
    for (const a of t.args) {
      out.push({ kind: "arg", name: a.name.name, span: a.name.span, decl: true, tool: t.name.name });
      walk(a.type, undefined, "type");
    }
    const { name: _name, args: _args, doc: _doc, hints: _hints, ...members } = t;
    walk(members, t, "");
  }
  return out;
}
