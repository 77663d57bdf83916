// The state of one `validators.ts` being written: names taken, type imports, pattern
// constants, helpers needed, and the check functions in the order they were asked for.
import type { TypeNode } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { quote } from "../schemas/literal.js";
import { typeExpr } from "../types/expr.js";
import type { CallExpr, Expr, Stmt } from "./layout.js";
import { pascal, typeNames, type TypeNames } from "../types/names.js";
import type { Helper } from "./helpers.js";

/** What is known while writing one toolset's validators. */
export interface Gen {
  readonly ts: Toolset;
  readonly names: TypeNames;
  /** Types imported from `./types.js`. */
  readonly typeImports: Set<string>;
  /** Fixed helper functions the file needs. */
  readonly helpers: Set<Helper>;
  /** Pattern constants, keyed by flags and source, in first-use order. */
  readonly patterns: Map<string, { readonly name: string; readonly call: CallExpr }>;
  /** Check functions in the order they were first asked for; a slot is filled once its body is written. */
  readonly functions: Stmt[][];
  /** The check function of a named type, tool or object node, once asked for. */
  readonly fnNames: Map<unknown, string>;
  /** Module-level names in use. */
  readonly taken: Set<string>;
  /** Named types being checked in place, so a type met again inside itself gets a function. */
  readonly inlining: Set<string>;
}

/** A fresh generator for one toolset. */
export function createGen(ts: Toolset): Gen {
  const taken = new Set(["at", "isObject", "codePoints", "matches", "longerThan", "shorterThan", "found", "report", "begin", "end", "describe", "get", "count", "validators", "validate", "replyValidators", "ruleChecks"]);
  return { ts, names: typeNames(ts), typeImports: new Set(), helpers: new Set(), patterns: new Map(), functions: [], fnNames: new Map(), taken, inlining: new Set() };
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
  return oneLine(typeExpr(g.ts, t, { use: (n) => g.typeImports.add(n) }));
}

/** A type on one line as prettier prints it: no `;` before the `}` of an object type. */
function oneLine(type: string): string {
  let out = "";
  let quote = "";
  for (let i = 0; i < type.length; i++) {
    const ch = type[i] ?? "";
    if (quote !== "") {
      if (ch === "\\") {
        out += ch + (type[i + 1] ?? "");
        i++;
        continue;
      }
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ";" && type.startsWith(" }", i + 1)) continue;
    out += ch;
  }
  return out;
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

/**
 * Returns the check function registered under `key`, or registers `name` for it and
 * writes its body with `write`; the name is known before the body, so types may recurse.
 */
export function functionFor(g: Gen, key: unknown, base: string, write: (name: string) => Stmt[]): string {
  const hit = g.fnNames.get(key);
  if (hit) return hit;
  const name = claimName(g, base);
  g.fnNames.set(key, name);
  const slot = g.functions.length;
  g.functions.push([]);
  g.functions[slot] = write(name);
  return name;
}

/**
 * Where a value sits, as the emitted code knows it: statically (the keys from the root,
 * so issue paths are literals) or as a parent path expression and a key expression, joined
 * with `at` only when an issue is reported, never on the valid path.
 */
export type PathCode = { readonly parts: readonly string[] } | { readonly base: string; readonly key: string; readonly via?: Hoisted };

/** A parent path a function may compute once, when a call needs it as a string; `used` says it did. */
export interface Hoisted {
  readonly name: string;
  used: boolean;
}

/** The root of a check's input. */
export const ROOT: PathCode = { parts: [] };

/** `at` applied at compile time: `""` is the root, and a key under it stands alone. */
function join(parts: readonly string[]): string {
  return parts.reduce((p, k) => (p === "" ? k : `${p}.${k}`), "");
}

/** An expression for the dotted path string. */
export function pathExpr(p: PathCode): string {
  return "parts" in p ? quote(join(p.parts)) : `at(${p.base}, ${p.key})`;
}

/** The path of a declared key under `p`. */
export function fieldPath(p: PathCode, key: string, via?: Hoisted): PathCode {
  return "parts" in p ? { parts: [...p.parts, key] } : { base: pathExpr(p), key: quote(key), ...(via ? { via } : {}) };
}

/** The path of a list item, its index in the variable `index`, under a path held in `base`. */
export function itemPath(base: string, index: string): PathCode {
  return { base, key: index };
}

/** The two arguments a check function takes for where its input sits: its parent's path and its key. */
export function pathArgs(p: PathCode): [string, string] {
  if (!("parts" in p)) {
    if (p.via) p.via.used = true;
    return [p.via ? p.via.name : p.base, p.key];
  }
  const last = p.parts[p.parts.length - 1];
  return last === undefined ? ['""', '""'] : [quote(join(p.parts.slice(0, -1))), quote(last)];
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

/** `report(path, type, message);` the path built here, in the failing branch only. */
export function issue(p: PathCode, type: string, message: Expr): Stmt {
  return { expr: { call: "report", args: [pathExpr(p), quote(type), message] } };
}
