// The declarations of `validators.ts` that carry a contract type: written on one line as
// before, and laid out over lines as prettier lays out a type annotation only when that
// line is too long where it lands.
import type { Field, TypeNode } from "../../ast.js";
import { fluid, group, ifBreak, indent, printDoc, softline, type Doc } from "../doc.js";
import { textWidth, WIDTH } from "../printer.js";
import { typeDoc } from "../types/layout.js";
import { named, objectTree, typeTree, union } from "../types/tree.js";
import { arrayOf } from "./check.js";
import { tsType, type Gen } from "./gen.js";
import type { Typed } from "./stmt.js";

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

/** The document of `T | undefined`, the return type of the check of an object type written in place; none for a named type. */
export function orUndefinedDoc(g: Gen, type: string, fields: readonly Field[]): { retDoc: () => Doc } | Record<string, never> {
  return inPlace(type) ? { retDoc: () => typeDoc(union([objectTree(g.ts, fields, g.typeOptions), named("undefined")]), "annotation") } : {};
}

/**
 * `const value: T =`, the head of an object check's value, one level into its function: an
 * object type written in place that leaves no room for ` = {` breaks first, as prettier
 * breaks the left side of an assignment (the lines after the first carry their indent).
 */
export function valueHead(g: Gen, type: string, fields: readonly Field[]): string {
  const head = `const value: ${type} =`;
  if (!inPlace(type) || 2 + textWidth(head) + 2 <= WIDTH) return head;
  const text = printDoc([group(["const value: ", typeDoc(objectTree(g.ts, fields, g.typeOptions), "annotation")]), " ="], WIDTH - 2);
  return text.replace(/\n(?=.)/g, "\n  ");
}
