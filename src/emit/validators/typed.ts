// The declarations of `validators.ts` that carry a contract type: written on one line as
// before, and laid out over lines as prettier lays out a type annotation only when that
// line is too long where it lands.
import type { Field, TypeNode } from "../../ast.js";
import { fluid, group, hardline, ifBreak, indent, softline, type Doc } from "../doc.js";
import { textWidth, WIDTH } from "../printer.js";
import { typeDoc } from "../types/layout.js";
import { named, objectTree, ref, typeTree, union } from "../types/tree.js";
import { arrayOf } from "./check.js";
import { tsType, type Gen } from "./gen.js";
import type { Stmt, Typed } from "./stmt.js";

/** `let name: T | undefined;`, given `t`'s one-line text when the caller has it. */
export function letUndefined(g: Gen, name: string, t: TypeNode, type = tsType(g, t)): Typed {
  return {
    flat: `let ${name}: ${type} | undefined;`,
    doc: () => group(["let ", name, ": ", typeDoc(union([typeTree(g.ts, t, g.typeOptions), named("undefined")]), "annotation"), ";"]),
  };
}

/** `const name: T[] = new Array(length);` for a list of item type `t`, whose one-line text is `type`. */
export function newArray(g: Gen, name: string, t: TypeNode, type: string, length: string): Typed {
  // Prettier's fluid assignment: the annotation breaks when `const name: T =` does not fit, the
  // call moves under the `=` when `new Array(` does not fit after it, and its one argument
  // goes on a line of its own only when `new Array(` still does not fit there.
  const call = group(["new Array(", indent([softline, length]), ifBreak(","), softline, ")"]);
  return {
    flat: `const ${name}: ${arrayOf(type)} = new Array(${length});`,
    doc: () => [fluid(["const ", name, ": ", typeDoc({ k: "array", item: typeTree(g.ts, t, g.typeOptions) }, "annotation")], call), ";"],
  };
}

/** An object type written in place (`{ ... }`), not a type's name. */
const inPlace = (type: string): boolean => type.startsWith("{");

/** The document of `T | undefined`, the return type of the check of an object type, written in place or a type's name. */
export function orUndefinedDoc(g: Gen, type: string, fields: readonly Field[]): { retDoc: () => Doc } {
  return { retDoc: () => typeDoc(union([inPlace(type) ? objectTree(g.ts, fields, g.typeOptions) : ref(type), named("undefined")]), "annotation") };
}

/**
 * `const value: T = { ... };`, an object check's value too long for its line, one level into
 * its function, given its properties' lines (each a line or more): an object type written in
 * place breaks first when `const value: T =` does not fit, as prettier breaks the left side of
 * an assignment; when ` {` alone does not fit after the `=`, the object moves to the next
 * line, one level deeper, as prettier's fluid assignment puts it. `one` is its one line.
 */
export function valueDecl(g: Gen, type: string, fields: readonly Field[], one: string, lines: (col: number) => readonly string[]): Stmt {
  const left = (): Doc => group(["const value: ", inPlace(type) ? typeDoc(objectTree(g.ts, fields, g.typeOptions), "annotation") : type]);
  const width = 2 + textWidth(`const value: ${type} =`);
  if (width + 2 <= WIDTH || (inPlace(type) && width > WIDTH)) return { head: { flat: `const value: ${type} = {`, doc: () => [left(), " = {"] }, body: lines(4), tail: ";" };
  const props = lines(6).flatMap((l) => l.split("\n").map((p): Doc => [hardline, p]));
  return { flat: one, doc: () => [left(), " =", indent([hardline, "{", indent(props), hardline, "};"])] };
}
