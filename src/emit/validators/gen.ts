// The state of one `validators.ts` being written: names taken, type imports, pattern
// constants, helpers needed, and the check functions in the order they were asked for.
import type { TypeNode } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { quote } from "../schemas/literal.js";
import { typeExpr, type ExprOptions } from "../types/expr.js";
import type { CallExpr, Expr, Stmt } from "./layout.js";
import { pascal, typeNames, type TypeNames } from "../types/names.js";
import type { Helper } from "./helpers.js";

/** What is known while writing one toolset's validators. */
export interface Gen {
  readonly ts: Toolset;
  readonly names: TypeNames;
  /** Types imported from `./types.js`. */
  readonly typeImports: Set<string>;
  /** The fixed helpers the function being written uses, recorded as its code is written (see `use`). */
  helpers: Set<Helper>;
  /** The helpers of every function written, and of the tables: what the file imports. */
  readonly helperSets: Set<Helper>[];
  /** The check functions the function being written calls, recorded as their names are handed out (see `functionFor`). */
  calls: Set<string>;
  /** Pattern constants, keyed by flags and source, in first-use order. */
  readonly patterns: Map<string, { readonly name: string; readonly call: CallExpr }>;
  /** Sets of the values of large enums, keyed by their literals, in first-use order. */
  readonly enums: Map<string, { readonly name: string; readonly literals: readonly string[] }>;
  /** Check functions in the order they were first asked for; a slot is filled once its body is written. */
  readonly functions: Stmt[][];
  /** The check function of a named type, tool or object node, once asked for. */
  readonly fnNames: Map<unknown, string>;
  /** Module-level names in use. */
  readonly taken: Set<string>;
  /** Named types being checked in place, so a type met again inside itself gets a function. */
  readonly inlining: Set<string>;
  /** How `tsType` prints a type: one line, noting each generated name used as an import. */
  readonly typeOptions: ExprOptions;
}

/** A fresh generator for one toolset. */
export function createGen(ts: Toolset): Gen {
  const taken = new Set(["frozen", "at", "isObject", "plainProto", "keyCount", "BASE", "own", "codePoints", "matches", "oneOf", "longerThan", "shorterThan", "found", "report", "issues", "begin", "end", "describe", "get", "count", "validators", "validate", "replyValidators", "ruleChecks"]);
  const typeImports = new Set<string>();
  const typeOptions: ExprOptions = { use: (n) => typeImports.add(n) };
  const helpers = new Set<Helper>();
  return { ts, names: typeNames(ts), typeImports, helpers, helperSets: [helpers], calls: new Set(), patterns: new Map(), enums: new Map(), functions: [], fnNames: new Map(), taken, inlining: new Set(), typeOptions };
}

/** A module-level name from `base`, made unique with a number. */
export function claimName(g: Gen, base: string): string {
  let name = base;
  for (let i = 2; g.taken.has(name); i++) name = `${base}${i}`;
  g.taken.add(name);
  return name;
}

/** The TypeScript type of a contract type, importing the generated names it uses. */
export function tsType(g: Gen, t: TypeNode): string {
  return oneLine(typeExpr(g.ts, t, g.typeOptions));
}

/** A type on one line as prettier prints it: no `;` before the `}` of an object type (outside string literals). */
function oneLine(type: string): string {
  let out = "";
  let from = 0;
  let quote = 0;
  for (let i = 0; i < type.length; i++) {
    const ch = type.charCodeAt(i);
    if (quote !== 0) {
      // An escaped character is skipped, whatever it is.
      if (ch === 0x5c) i++;
      else if (ch === quote) quote = 0;
    } else if (ch === 0x22 || ch === 0x27) quote = ch;
    else if (ch === 0x3b && type.startsWith(" }", i + 1)) {
      out += type.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? type : out + type.slice(from);
}

/** A fixed helper's name, noted as used by the function being written. */
export function use<H extends Helper>(g: Gen, name: H): H {
  g.helpers.add(name);
  return name;
}

/** Every fixed helper the file's code uses. */
export function usedHelpers(g: Gen): Set<Helper> {
  const all = new Set<Helper>();
  for (const set of g.helperSets) for (const h of set) all.add(h);
  return all;
}

/** Marks a generated type name as imported and returns it. */
export function useType(g: Gen, name: string): string {
  if (name !== "unknown") g.typeImports.add(name);
  return name;
}

/** The module-level constant holding a compiled pattern; equal patterns share one. */
export function patternConst(g: Gen, source: string, flags: string, hint: string): string {
  const key = `${flags}/${source}`;
  const hit = g.patterns.get(key);
  if (hit) return hit.name;
  const base = pascal(hint).replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  const name = claimName(g, `${base}_PATTERN`);
  const all = [...new Set(["u", ...flags.split("")])].sort().join("");
  g.patterns.set(key, { name, call: { call: "new RegExp", args: [quote(source), quote(all)] } });
  return name;
}

/** The module-level `Set` of a large enum's values (their literals as written); equal enums share one. */
export function enumConst(g: Gen, literals: readonly string[], hint: string): string {
  const key = literals.join(",");
  const hit = g.enums.get(key);
  if (hit) return hit.name;
  const base = pascal(hint).replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  const name = claimName(g, `${base}_VALUES`);
  g.enums.set(key, { name, literals });
  return name;
}

/**
 * The structure of a contract node as a string, spans and docs left out: two tools whose
 * arguments (or replies) have the same shape get the same key, and so share one check
 * function, which the second tool's table entry names.
 */
export function shapeKey(node: unknown): string {
  return JSON.stringify(node, (k, v: unknown) => (k === "span" || k === "doc" ? undefined : k === "open" ? (v === undefined ? undefined : 1) : v));
}

/**
 * Returns the check function registered under `key`, or registers `name` for it and
 * writes its body with `write`; the name is known before the body, so types may recurse.
 */
export function functionFor(g: Gen, key: unknown, base: string, write: (name: string) => Stmt[]): string {
  const hit = g.fnNames.get(key);
  // The name is asked for to be called (or named in a table): the function being written calls it.
  if (hit) return called(g, hit);
  const name = claimName(g, base);
  g.fnNames.set(key, name);
  const slot = g.functions.length;
  g.functions.push([]);
  // A function's helpers and calls are its own: one that rewrites its code (see `entryBody`) drops only its own.
  const [outer, outerCalls] = [g.helpers, g.calls];
  g.helpers = new Set();
  g.calls = new Set();
  g.helperSets.push(g.helpers);
  g.functions[slot] = write(name);
  g.helpers = outer;
  g.calls = outerCalls;
  return called(g, name);
}

function called(g: Gen, name: string): string {
  g.calls.add(name);
  return name;
}

/**
 * Where a value sits, as the emitted code knows it: statically (the keys from the root,
 * so issue paths are literals) or as a parent path expression and a key expression, joined
 * with `at` only when an issue is reported, never on the valid path.
 */
export type PathCode = StaticPath | { readonly base: string; readonly key: string; readonly via?: Hoisted; readonly expr: string };

/** A path known statically: its keys from the root, the dotted text, and the text of its parent. */
export interface StaticPath {
  readonly parts: readonly string[];
  readonly joined: string;
  readonly up: string;
  /** The path's literal, made once for every issue reported at it. */
  readonly expr: string;
}

/** A parent path a function may compute once, when a call needs it as a string; `used` says it did. */
export interface Hoisted {
  readonly name: string;
  used: boolean;
}

/** The root of a check's input. */
export const ROOT: PathCode = { parts: [], joined: "", up: "", expr: quote("") };

/** An expression for the dotted path string; one not known statically is joined with `at`. */
export function pathExpr(g: Gen, p: PathCode): string {
  if (!("parts" in p)) use(g, "at");
  return p.expr;
}

/** The path of a declared key under `p`; `at` is applied at compile time to a static path (`""` is the root, and a key under it stands alone). */
export function fieldPath(p: PathCode, key: string, via?: Hoisted): PathCode {
  if ("parts" in p) {
    const joined = p.joined === "" ? key : `${p.joined}.${key}`;
    return { parts: [...p.parts, key], joined, up: p.joined, expr: quote(joined) };
  }
  const k = quote(key);
  return via ? { base: p.expr, key: k, via, expr: `at(${p.expr}, ${k})` } : { base: p.expr, key: k, expr: `at(${p.expr}, ${k})` };
}

/** The path of a list item, its index in the variable `index`, under a path held in `base`. */
export function itemPath(base: string, index: string): PathCode {
  return { base, key: index, expr: `at(${base}, ${index})` };
}

/** The two arguments a check function takes for where its input sits: its parent's path and its key. */
export function pathArgs(p: PathCode): [string, string] {
  if (!("parts" in p)) {
    if (p.via) p.via.used = true;
    return [p.via ? p.via.name : p.base, p.key];
  }
  const last = p.parts[p.parts.length - 1];
  return last === undefined ? ['""', '""'] : [quote(p.up), quote(last)];
}

/** Where one check writes: the value read, its path, the variable that receives it. */
export interface Cx {
  /** A variable holding the unknown input. */
  readonly src: string;
  /** Where `src` sits. */
  readonly path: PathCode;
  /** A declared `let` that receives the checked value, and stays `undefined` on failure. */
  readonly dst: string;
  /** A PascalCase stem for naming functions and patterns written on the way. */
  readonly hint: string;
  /** Fresh local names for this function. */
  readonly local: (stem: string) => string;
}

/** A fresh-name source for locals of one function (`item1`, `v2`, ...). */
export function localNames(): (stem: string) => string {
  let n = 0;
  return (stem) => `${stem}${++n}`;
}

/** `dst = value;`, broken after the `=` when too long for its line, as prettier breaks an assignment. */
export function assign(dst: string, value: string): Stmt {
  return { expr: value, prefix: `${dst} = ` };
}

/** `report(path, type, message);` the path built here, in the failing branch only. */
export function issue(g: Gen, p: PathCode, type: string, message: Expr): Stmt {
  return { expr: { call: use(g, "report"), args: [pathExpr(g, p), quoted(type), message] } };
}

const QUOTED = new Map<string, string>();

/** The literal of a fixed text (an issue type, a fixed message), made once per process. */
export function quoted(text: string): string {
  let hit = QUOTED.get(text);
  if (hit === undefined) QUOTED.set(text, (hit = quote(text)));
  return hit;
}
