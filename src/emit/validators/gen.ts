// The state of one `validators.ts` being written: names taken, type imports, pattern
// constants, helpers needed, and the check functions in the order they were asked for.
import type { TypeNode } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { regex, str } from "../printer.js";
import { typeExpr } from "../types/expr.js";
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
  readonly patterns: Map<string, { readonly name: string; readonly decl: string }>;
  /** Check functions in the order they were first asked for; a slot is filled once its body is written. */
  readonly functions: string[];
  /** The check function of a named type, tool or object node, once asked for. */
  readonly fnNames: Map<unknown, string>;
  /** Module-level names in use. */
  readonly taken: Set<string>;
}

/** A fresh generator for one toolset. */
export function createGen(ts: Toolset): Gen {
  const taken = new Set(["at", "isObject", "codePoints", "result", "describe", "get", "count", "validators", "validate", "replyValidators", "ruleChecks"]);
  return { ts, names: typeNames(ts), typeImports: new Set(), helpers: new Set(), patterns: new Map(), functions: [], fnNames: new Map(), taken };
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
  return typeExpr(g.ts, t, { use: (n) => g.typeImports.add(n) });
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
  g.patterns.set(key, { name, decl: `const ${name} = ${regex(source, flags)};` });
  return name;
}

/**
 * Returns the check function registered under `key`, or registers `name` for it and
 * writes its body with `write`; the name is known before the body, so types may recurse.
 */
export function functionFor(g: Gen, key: unknown, base: string, write: (name: string) => string): string {
  const hit = g.fnNames.get(key);
  if (hit) return hit;
  const name = claimName(g, base);
  g.fnNames.set(key, name);
  const slot = g.functions.length;
  g.functions.push("");
  g.functions[slot] = write(name);
  return name;
}

/** Where one check writes: the value read, its path, the variable that receives it, the issue list. */
export interface Cx {
  /** A variable holding the unknown input. */
  readonly src: string;
  /** An expression for the dotted path of `src`. */
  readonly path: string;
  /** A declared `let` that receives the checked value, and stays `undefined` on failure. */
  readonly dst: string;
  /** The issue list to push to. */
  readonly sink: string;
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

/** `sink.push({ path, type, message })` with `message` given as an expression. */
export function pushIssue(c: Pick<Cx, "sink" | "path">, type: string, messageExpr: string): string {
  const path = c.path === "path" ? "path" : `path: ${c.path}`;
  return `${c.sink}.push({ ${path}, type: ${str(type)}, message: ${messageExpr} });`;
}
