// Value literals printed exactly as prettier prints them (width 100, trailing commas),
// so the schema files need no formatting pass: a group stays on one line when it fits,
// else breaks one member per line; the few prettier rules that decide otherwise are below.
import { json, propKey, textWidth } from "../printer.js";

/** The line width prettier formats to (PRETTIER_OPTIONS.printWidth). */
export const WIDTH = 100;

/** An expression printed as given (a constant's name, `a.b`), inside a literal. */
export class Raw {
  constructor(readonly text: string) {}
}

/** A string literal in prettier's quotes: double, unless the text holds more double quotes than single. */
export function quote(s: string): string {
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

/** An object key: bare when it can be, `["__proto__"]` computed so it stays an own key. */
function key(k: string): string {
  if (k === "__proto__") return `["__proto__"]`;
  const p = propKey(k);
  return p.startsWith('"') ? quote(k) : p;
}

/** The one-line form of a value. */
export function flat(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v)) return `[${v.map(flat).join(", ")}]`;
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v);
    return entries.length ? `{ ${entries.map(([k, x]) => `${key(k)}: ${flat(x)}`).join(", ")} }` : "{}";
  }
  if (typeof v === "string") return quote(v);
  if (typeof v === "number") return num(v);
  return json(v);
}

/** The columns of a string's literal: a plain ASCII text is its length and two quotes, with no text built. */
function stringWidth(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) return textWidth(quote(s));
  }
  return s.length + 2;
}

/** The columns of an object key as `key` prints it. */
function keyWidth(k: string): number {
  if (k === "__proto__") return textWidth(key(k));
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    const word = c === 0x5f || c === 0x24 || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (i > 0 && c >= 0x30 && c <= 0x39);
    if (!word) return textWidth(key(k));
  }
  return k.length || textWidth(key(k));
}

/**
 * The columns left of `room` once the one-line form of a value is printed, or -1 when it
 * does not fit. It stops as soon as the room is gone, so asking at every level of a deep
 * value costs no more than the line width, where building the text would copy it all.
 */
function roomAfter(v: unknown, room: number): number {
  if (room < 0) return -1;
  if (v instanceof Raw) return room - textWidth(v.text);
  if (Array.isArray(v)) {
    room -= 2;
    for (let i = 0; i < v.length && room >= 0; i++) room = roomAfter(v[i], i ? room - 2 : room);
    return room;
  }
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v);
    if (!keys.length) return room - 2;
    room -= 4;
    for (let i = 0; i < keys.length && room >= 0; i++) {
      const k = keys[i] as string;
      room = roomAfter((v as Record<string, unknown>)[k], room - (i ? 2 : 0) - keyWidth(k) - 2);
    }
    return room;
  }
  return room - (typeof v === "string" ? stringWidth(v) : textWidth(flat(v)));
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Raw);

/** Prettier always breaks a list of several objects (or lists) that each have more than one member. */
function breaksItself(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 2) return false;
  return v.every((x) => (isObj(x) && Object.keys(x).length > 1)) || v.every((x) => Array.isArray(x) && x.length > 1);
}

/** True when the value or anything inside it must break; a break inside breaks every group around it. */
function mustBreak(v: unknown): boolean {
  if (v === null || typeof v !== "object" || v instanceof Raw) return false;
  return breaksItself(v) || (Array.isArray(v) ? v.some(mustBreak) : Object.values(v).some(mustBreak));
}

/**
 * A value printed where it starts at column `col` of a line indented by `indent`, with
 * `suffix` (`,` or `;`) right after it; lines after the first carry their own indentation.
 */
export function print(v: unknown, col: number, indent: number, suffix: string): string {
  // Width first: it gives up early on a large value, and only a value that fits is searched for forced breaks.
  if (roomAfter(v, WIDTH - col - suffix.length) >= 0 && !mustBreak(v)) return flat(v);
  const pad = " ".repeat(indent + 2);
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    if (v.every((x) => typeof x === "number")) return fill(v as number[], indent);
    return `[\n${v.map((x) => `${pad}${print(x, indent + 2, indent + 2, ",")},\n`).join("")}${" ".repeat(indent)}]`;
  }
  if (!isObj(v)) return flat(v);
  const entries = Object.entries(v);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([k, x]) => {
    const kw = keyWidth(k);
    const at = indent + 2 + kw + 2;
    // A string after a key of 5 or more columns moves to its own line when it does not fit.
    if (typeof x === "string" && kw >= 5 && at + stringWidth(x) + 1 > WIDTH) return `${pad}${key(k)}:\n${pad}  ${quote(x)},\n`;
    return `${pad}${key(k)}: ${print(x, at, indent + 2, ",")},\n`;
  });
  return `{\n${lines.join("")}${" ".repeat(indent)}}`;
}

/** A list of numbers broken as prettier fills it: as many per line as fit. */
function fill(v: readonly number[], indent: number): string {
  const pad = " ".repeat(indent + 2);
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
  return `[\n${rows.map((r) => `${pad}${r}\n`).join("")}${" ".repeat(indent)}]`;
}
