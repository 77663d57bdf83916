// The one printer layer every emitter writes through: the fixed header, imports,
// JSDoc, identifier escaping, string and regex literals. Emitters build each file's
// text once with these helpers; nothing edits a syntax tree node by node.
import { Buffer } from "node:buffer";

/** The line width of every generated file (prettier's `printWidth`, which a test checks against). */
export const WIDTH = 100;

/** One file an emitter produces, relative to `generated/<toolset>/`. */
export interface EmittedFile {
  /** `/`-separated path from the toolset's folder, e.g. `validators.ts`; `../` for a file every toolset shares. */
  readonly path: string;
  /** The file's body, without the header: exactly as prettier prints it. */
  readonly text: string;
}

/** The marker and the fixed first line of every generated TypeScript file (header.ts). */

const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "import in instanceof new null return super switch this throw true try typeof var void while with as implements interface " +
    "let package private protected public static yield any boolean constructor declare get module require number set string " +
    "symbol type from of await async undefined never unknown object bigint arguments eval"
  ).split(" "),
);

/** A safe TypeScript identifier for a contract name (`delete` → `delete_`). */
export function ident(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_$]/g, "_");
  const safe = /^[0-9]/.test(clean) ? `_${clean}` : clean;
  return RESERVED.has(safe) ? `${safe}_` : safe;
}

/** A property key: bare when it is an identifier, else a JSON string. */
export function propKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : str(name);
}

/** A property access: `.name` or `["na-me"]`. */
export function propAccess(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? `.${name}` : `[${str(name)}]`;
}

/** A JSON-escaped string literal that is also safe inside any JS source (U+2028/9 escaped). */
export function str(s: string): string {
  return PLAIN.test(s) ? `"${s}"` : JSON.stringify(s).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Text JSON.stringify leaves as is: its literal is the text in quotes (the common case, tested first). */
// eslint-disable-next-line no-control-regex
const PLAIN = /^[^"\\\u0000-\u001f\u2028\u2029\ud800-\udfff]*$/;

/** A JSON literal for any JSON value, safe inside JS source. */
export function json(v: unknown): string {
  if (typeof v === "string") return str(v);
  return JSON.stringify(v).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** A regex built from a JSON-escaped source, always with the `u` flag: `new RegExp("^a$", "u")`. */
export function regex(source: string, flags: string): string {
  const all = [...new Set(["u", ...flags.split("")])].sort().join("");
  return `new RegExp(${str(source)}, ${str(all)})`;
}

/** A JSDoc block; `*​/` in the text is broken so the comment cannot end early. */
export function jsDoc(text: string, indent = ""): string {
  // Most docs are one line with no `*/`: no splitting, no replacing.
  if (!text.includes("\n") && !text.includes("*/")) return `${indent}/** ${text} */\n`;
  const lines = text.replace(/\*\//g, "*\\/").split("\n");
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join("\n")}\n${indent} */\n`;
}

/** Collects imports for one file and renders them sorted, so output is deterministic. */
export class Imports {
  private readonly values = new Map<string, Set<string>>();
  private readonly types = new Map<string, Set<string>>();
  /** Adds value imports from a module in the same folder (e.g. `./runtime.js`). */
  value(from: string, ...names: string[]): this {
    const set = this.values.get(from) ?? new Set();
    names.forEach((n) => set.add(n));
    this.values.set(from, set);
    return this;
  }
  /** Adds type-only imports. */
  type(from: string, ...names: string[]): this {
    const set = this.types.get(from) ?? new Set();
    names.forEach((n) => set.add(n));
    this.types.set(from, set);
    return this;
  }
  /** `name`, its value import from `from` noted: code writes the name the file hands it (a `GeneratedFile`'s way). */
  use<N extends string>(from: string, name: N): N {
    this.value(from, name);
    return name;
  }
  /** `name`, its type-only import from `from` noted. */
  useType<N extends string>(from: string, name: N): N {
    this.type(from, name);
    return name;
  }
  /** The import block, or the empty string. */
  render(): string {
    const froms = [...new Set([...this.values.keys(), ...this.types.keys()])].sort();
    let out = "";
    for (const from of froms) {
      const v = [...(this.values.get(from) ?? [])].sort();
      const t = [...(this.types.get(from) ?? [])].filter((n) => !v.includes(n)).sort();
      const names = [...v, ...t.map((n) => `type ${n}`)];
      if (!names.length) continue;
      const line = `import { ${names.join(", ")} } from ${str(from)};\n`;
      // Past the line width, prettier puts each name on its own line.
      out += line.length - 1 <= WIDTH ? line : `import {\n${names.map((n) => `  ${n},\n`).join("")}} from ${str(from)};\n`;
    }
    return out;
  }
}

/** The columns a text takes as prettier counts them: wide East Asian characters 2, combining marks 0. */
export function textWidth(text: string): number {
  // Nearly every text is ASCII, one column a character; a plain loop is the cheapest test.
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return wideWidth(text);
  return text.length;
}

/** The columns of a text with non-ASCII characters in it. */
function wideWidth(text: string): number {
  let n = 0;
  for (const ch of text) {
    if (/\p{M}/u.test(ch)) continue;
    n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}/u.test(ch) ? 2 : 1;
  }
  return n;
}

/** A comment line (`//`, `/**`, ` *`), whose width prettier leaves alone. */
const COMMENT = /^\s*(\/\/|\/\*\*|\*)/;

/** True when every line that is not a comment fits the width (`WIDTH` columns). */
export function fitsWidth(text: string): boolean {
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    // No character takes more than two columns, so a line of 50 code units or fewer fits;
    // a longer one is measured only when it is not plain ASCII (one column a character).
    if (end - start > 50 && lineWidth(text, start, end) > WIDTH && !COMMENT.test(text.slice(start, end))) return false;
    start = end + 1;
  }
  return true;
}

/** True when every character of `text` is ASCII (one UTF-8 byte each), found natively rather than by a loop here. */
export function isAscii(text: string): boolean {
  return Buffer.byteLength(text, "utf8") === text.length;
}

/**
 * True when every line holding a non-ASCII character is a comment line, whose width decides
 * nothing: then every piece of code a layout measured by its length (being on a code line
 * of the text) was ASCII, and its length was its width.
 */
export function codeIsAscii(text: string): boolean {
  if (isAscii(text)) return true;
  // One test a line with such a character, then on from the end of that line.
  const wide = /[^\x00-\x7f]/g;
  for (let m = wide.exec(text); m !== null; m = wide.exec(text)) {
    const end = text.indexOf("\n", m.index);
    if (!COMMENT.test(text.slice(text.lastIndexOf("\n", m.index) + 1, end < 0 ? text.length : end))) return false;
    if (end < 0) return true;
    wide.lastIndex = end;
  }
  return true;
}

/** The columns of `text` from `start` to `end`, measured without copying it when it is ASCII. */
function lineWidth(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) > 0x7f) return wideWidth(text.slice(start, end));
  return end - start;
}

/** Assembles a TypeScript file body from its imports and sections. */
export function tsFile(imports: Imports, ...sections: string[]): string {
  const head = imports.render();
  return (head ? head + "\n" : "") + sections.filter((s) => s.trim() !== "").join("\n");
}
