// Value literals printed exactly as prettier prints them (width 100, trailing commas),
// so the schema files need no formatting pass: a group stays on one line when it fits,
// else breaks one member per line; the few prettier rules that decide otherwise are below.
import { json, propKey, textWidth, WIDTH } from "../printer.js";


/** An expression printed as given (a constant's name, `a.b`), inside a literal. */
export class Raw {
  constructor(readonly text: string) {}
}

/** True when a text is printable ASCII with no quote or backslash: its literal is the text in double quotes. */
function plainAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) return false;
  }
  return true;
}

/** A string literal in prettier's quotes: double, unless the text holds more double quotes than single. */
export function quote(s: string): string {
  if (plainAscii(s)) return `"${s}"`;
  const jsonText = json(s);
  if (!s.includes('"')) return jsonText;
  const doubles = (s.match(/"/g) ?? []).length;
  const singles = (s.match(/'/g) ?? []).length;
  if (doubles <= singles) return jsonText;
  const inner = jsonText.slice(1, -1).replace(/\\(.)|(')/gs, (m, escaped: string | undefined, q: string | undefined) => (q ? "\\'" : escaped === '"' ? '"' : m));
  return `'${inner}'`;
}

/** A number as prettier prints it (no `+` in an exponent). */
function num(n: number): string {
  return json(n).toLowerCase().replace("e+", "e");
}

/** True when a key is an identifier, so it is printed bare. */
function bareKey(k: string): boolean {
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    const word = c === 0x5f || c === 0x24 || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (i > 0 && c >= 0x30 && c <= 0x39);
    if (!word) return false;
  }
  return k.length > 0 && k !== "__proto__";
}

/**
 * An object key: bare when it can be, `["__proto__"]` computed so it stays an own key.
 * Keys are contract names (ASCII identifiers) or schema keywords; a non-ASCII key stays
 * quoted, where prettier would unquote one that is an identifier.
 */
function key(k: string): string {
  if (bareKey(k)) return k;
  if (k === "__proto__") return `["__proto__"]`;
  const p = propKey(k);
  return p.startsWith('"') ? quote(k) : p;
}

/** The one-line form of a value (appended piece by piece: V8 joins the pieces once, when the file is used). */
export function flat(v: unknown): string {
  if (typeof v === "string") return quote(v);
  if (typeof v === "number") return num(v);
  if (v === null || typeof v !== "object") return json(v);
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) {
    let out = "[";
    for (let i = 0; i < v.length; i++) out += (i ? ", " : "") + flat(v[i]);
    return out + "]";
  }
  const keys = Object.keys(v);
  if (!keys.length) return "{}";
  let out = "{ ";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out += (i ? ", " : "") + key(k) + ": " + flat((v as Record<string, unknown>)[k]);
  }
  return out + " }";
}

/** The columns of a string's literal: a plain ASCII text is its length and two quotes, with no text built. */
function stringWidth(s: string): number {
  return plainAscii(s) ? s.length + 2 : textWidth(quote(s));
}

/** The columns of an object key as `key` prints it. */
function keyWidth(k: string): number {
  return bareKey(k) ? k.length : textWidth(key(k));
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Raw);

/** Prettier always breaks a list of several objects (or lists) that each have more than one member. */
function breaksItself(v: readonly unknown[]): boolean {
  if (v.length < 2) return false;
  return v.every((x) => (isObj(x) && Object.keys(x).length > 1)) || v.every((x) => Array.isArray(x) && x.length > 1);
}

/** The columns still free on the line while `fitting` builds a one-line form. */
let room = 0;

/**
 * The one-line form of a value when it fits in `room` columns and nothing in it must break
 * (a break inside breaks every group around it), else undefined. It gives up as soon as the
 * room is gone, so asking at every level of a deep value costs no more than the line width.
 */
function fitting(v: unknown): string | undefined {
  if (typeof v === "string") {
    if (plainAscii(v)) {
      room -= v.length + 2;
      return room >= 0 ? `"${v}"` : undefined;
    }
    const text = quote(v);
    room -= textWidth(text);
    return room >= 0 ? text : undefined;
  }
  if (v === null || typeof v !== "object" || v instanceof Raw) {
    const text = flat(v);
    room -= textWidth(text);
    return room >= 0 ? text : undefined;
  }
  if (Array.isArray(v)) {
    if (breaksItself(v)) return undefined;
    room -= 2;
    let out = "[";
    for (let i = 0; i < v.length; i++) {
      if (i) room -= 2;
      const item = fitting(v[i]);
      if (item === undefined) return undefined;
      out += (i ? ", " : "") + item;
    }
    return room >= 0 ? out + "]" : undefined;
  }
  const keys = Object.keys(v);
  room -= keys.length ? 4 : 2;
  if (!keys.length) return room >= 0 ? "{}" : undefined;
  let out = "{ ";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    const name = key(k);
    // A key is bare (ASCII, one column a character) or quoted, so only a quoted one is measured.
    room -= (i ? 2 : 0) + (name === k ? k.length : textWidth(name)) + 2;
    if (room < 0) return undefined;
    const value = fitting((v as Record<string, unknown>)[k]);
    if (value === undefined) return undefined;
    out += (i ? ", " : "") + name + ": " + value;
  }
  return room >= 0 ? out + " }" : undefined;
}

/** Spaces for an indent, built once per width. */
const PADS: string[] = [];
const pad = (n: number): string => (PADS[n] ??= " ".repeat(n));

/**
 * A value printed where it starts at column `col` of a line indented by `indent`, with
 * `suffix` (`,` or `;`) right after it; lines after the first carry their own indentation.
 */
export function print(v: unknown, col: number, indent: number, suffix: string): string {
  room = WIDTH - col - suffix.length;
  const one = fitting(v);
  if (one !== undefined) return one;
  const inner = pad(indent + 2);
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    if (v.every((x) => typeof x === "number")) return fill(v as number[], indent);
    let out = "[\n";
    for (const x of v) out += inner + print(x, indent + 2, indent + 2, ",") + ",\n";
    return out + pad(indent) + "]";
  }
  if (!isObj(v)) return flat(v);
  const keys = Object.keys(v);
  if (keys.length === 0) return "{}";
  let out = "{\n";
  for (const k of keys) out += member(k, v[k], indent + 2);
  return out + pad(indent) + "}";
}

/** One member of a broken object, `key: value,` and its newline, on a line indented by `indent`. */
export function member(k: string, x: unknown, indent: number): string {
  const kw = keyWidth(k);
  const at = indent + kw + 2;
  // After a key of 5 or more columns, a value moves to a line of its own when what would
  // start on the key's line (a scalar and its comma, or a list's or object's bracket) does not fit.
  if (kw >= 5 && at + firstWidth(x) > WIDTH) return pad(indent) + key(k) + ":\n" + pad(indent + 2) + print(x, indent + 2, indent + 2, ",") + ",\n";
  return pad(indent) + key(k) + ": " + print(x, at, indent, ",") + ",\n";
}

/** The columns a value takes on its first line up to where it could break, with a comma after a scalar. */
function firstWidth(x: unknown): number {
  if (typeof x === "string") return stringWidth(x) + 1;
  if (Array.isArray(x)) return x.length ? 1 : 3;
  if (isObj(x)) return Object.keys(x).length ? 1 : 3;
  return textWidth(flat(x)) + 1;
}

/** A list of numbers broken as prettier fills it: as many per line as fit. */
function fill(v: readonly number[], indent: number): string {
  const inner = pad(indent + 2);
  const rows: string[] = [];
  let row = "";
  for (const n of v) {
    const item = `${num(n)},`;
    if (row && indent + 2 + row.length + 1 + item.length > WIDTH) {
      rows.push(row);
      row = item;
    } else row = row ? `${row} ${item}` : item;
  }
  rows.push(row);
  return `[\n${rows.map((r) => `${inner}${r}\n`).join("")}${pad(indent)}]`;
}
