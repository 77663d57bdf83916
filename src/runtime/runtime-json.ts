// The JSON text of replies: a stringify that survives any value (cycles, BigInt,
// functions, throwing getters, hostile proxies), and the capped text the model
// reads, shortened inside (strings, lists, objects) and never cut mid-JSON.

/** The marker put where a text, a list or an object was shortened to fit the cap. */
export const TRUNCATED = "…(truncated)";

/** The smallest cap honoured: below it not even a shortened envelope fits. */
export const MIN_RESULT_MAX = 64;

// A value made safe: plain JSON data only, each list and object marked when cut.
type Plain = null | boolean | number | string | PlainList | PlainObject;
class PlainList {
  constructor(
    readonly items: Plain[],
    readonly cut: boolean,
  ) {}
}
class PlainObject {
  constructor(
    readonly entries: [string, Plain][],
    readonly cut: boolean,
  ) {}
}

const MAX_DEPTH = 100;

interface Limits {
  nodes: number;
  readonly maxString: number;
  /** Key lists already taken, so that an object of a million keys is listed once per text, not per pass. */
  readonly keys?: WeakMap<object, string[]>;
}

// Listing an object's keys is the one cost that grows with the reply rather than the cap:
// JavaScript has no way to read the first keys of an object without listing them all.
function keysOf(v: object, limits: Pick<Limits, "keys">): string[] {
  const known = limits.keys?.get(v);
  if (known) return known;
  const keys = Object.keys(v);
  limits.keys?.set(v, keys);
  return keys;
}

// Keeps strings over the limit one character too long, so the writer always marks them.
function keep(s: string, limits: Limits): string {
  if (s.length <= limits.maxString + 1) return s;
  const cut = s.slice(0, limits.maxString + 2);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function toPlain(v: unknown, key: string, limits: Limits, stack: Set<object>): Plain | undefined {
  limits.nodes--;
  switch (typeof v) {
    case "string":
      return keep(v, limits);
    case "number":
    case "boolean":
      return v;
    case "bigint":
      return v.toString();
    case "object":
      break;
    default:
      return undefined; // functions, symbols and undefined, as JSON.stringify leaves them out
  }
  if (v === null) return null;
  if (stack.has(v)) return "[circular]";
  if (stack.size >= MAX_DEPTH) return "[too deep]";
  stack.add(v);
  try {
    return objectToPlain(v, key, limits, stack);
  } catch {
    return "[unreadable]";
  } finally {
    stack.delete(v);
  }
}

function objectToPlain(
  v: object,
  key: string,
  limits: Limits,
  stack: Set<object>,
): Plain | undefined {
  const toJSON = (v as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === "function") return toPlain(toJSON.call(v, key), key, limits, stack);
  if (v instanceof Number || v instanceof String || v instanceof Boolean)
    return toPlain(v.valueOf(), key, limits, stack);
  if (ArrayBuffer.isView(v) && !(v instanceof DataView)) return viewToPlain(v, limits);
  if (Array.isArray(v)) {
    const items: Plain[] = [];
    const length = Number(v.length);
    for (let i = 0; i < length; i++) {
      if (limits.nodes <= 0) return new PlainList(items, true);
      items.push(readSafely(v, String(i), limits, stack) ?? null);
    }
    return new PlainList(items, false);
  }
  const entries: [string, Plain][] = [];
  for (const k of keysOf(v, limits)) {
    if (limits.nodes <= 0) return new PlainObject(entries, true);
    const item = readSafely(v, k, limits, stack);
    if (item !== undefined) entries.push([keep(k, limits), item]);
  }
  return new PlainObject(entries, false);
}

// A typed array is written as JSON.stringify writes it (an object of indices), read up to the node budget.
function viewToPlain(v: ArrayBufferView, limits: Limits): PlainObject {
  const items = v as unknown as ArrayLike<number | bigint>;
  const entries: [string, Plain][] = [];
  for (let i = 0; i < items.length; i++) {
    if (limits.nodes-- <= 0) return new PlainObject(entries, true);
    const n = items[i];
    entries.push([String(i), typeof n === "bigint" ? n.toString() : (n ?? null)]);
  }
  return new PlainObject(entries, false);
}

function readSafely(v: object, k: string, limits: Limits, stack: Set<object>): Plain | undefined {
  let item: unknown;
  try {
    item = (v as Record<string, unknown>)[k];
  } catch {
    limits.nodes--;
    return "[unreadable]";
  }
  return toPlain(item, k, limits, stack);
}

// Writing: each part gets at most `room` characters; `roomCut` notes that room, not the string limit, cut something.
interface Writing {
  readonly maxString: number;
  roomCut: boolean;
}

const MARK = JSON.stringify(TRUNCATED);
const MARK_ITEM = "," + MARK;
const MARK_ENTRY = `,${MARK}:true`;

function write(p: Plain, room: number, w: Writing): string | undefined {
  if (typeof p === "string") return writeString(p, room, w);
  if (p instanceof PlainList) return writeList(p, room, w);
  if (p instanceof PlainObject) return writeObject(p, room, w);
  const text = JSON.stringify(p);
  if (text.length <= room) return text;
  w.roomCut = true;
  return undefined;
}

function writeString(s: string, room: number, w: Writing): string | undefined {
  if (s.length <= w.maxString) {
    const full = JSON.stringify(s);
    if (full.length <= room) return full;
  }
  if (room < MARK.length) {
    w.roomCut = true;
    return undefined;
  }
  // Whole characters only, counting each one's escaped length, until the string limit or the room ends.
  let used = MARK.length;
  let end = 0;
  let chars = 0;
  for (const ch of s) {
    const size = JSON.stringify(ch).length - 2;
    if (chars >= w.maxString) break;
    if (used + size > room) {
      w.roomCut = true;
      break;
    }
    used += size;
    end += ch.length;
    chars++;
  }
  if (end === s.length) return JSON.stringify(s); // astral characters made it look longer than it is
  return JSON.stringify(s.slice(0, end) + TRUNCATED);
}

function writeList(list: PlainList, room: number, w: Writing): string | undefined {
  const reserve = 1 + MARK_ITEM.length;
  if (list.items.length === 0 && !list.cut) return room >= 2 ? "[]" : tooSmall(w);
  if (room < 2 + MARK.length) return tooSmall(w);
  let out = "[";
  let cut = list.cut;
  for (let i = 0; i < list.items.length; i++) {
    const sep = out.length > 1 ? 1 : 0;
    const before = w.roomCut;
    w.roomCut = false;
    const piece = write(list.items[i] ?? null, room - out.length - sep - reserve, w);
    const pieceCut = w.roomCut;
    w.roomCut = before || pieceCut;
    if (piece !== undefined) out += (sep ? "," : "") + piece;
    if (piece === undefined || pieceCut) {
      cut = cut || piece === undefined || i < list.items.length - 1;
      break;
    }
  }
  if (cut) w.roomCut = true;
  return out + (cut ? (out.length > 1 ? MARK_ITEM : MARK) : "") + "]";
}

function writeObject(obj: PlainObject, room: number, w: Writing): string | undefined {
  const reserve = 1 + MARK_ENTRY.length;
  if (obj.entries.length === 0 && !obj.cut) return room >= 2 ? "{}" : tooSmall(w);
  if (room < MARK_ENTRY.length + 1) return tooSmall(w);
  let out = "{";
  let cut = obj.cut;
  for (let i = 0; i < obj.entries.length; i++) {
    const [k, v] = obj.entries[i] ?? ["", null];
    const head = (out.length > 1 ? "," : "") + JSON.stringify(k) + ":";
    const before = w.roomCut;
    w.roomCut = false;
    const piece = write(v, room - out.length - head.length - reserve, w);
    const pieceCut = w.roomCut;
    w.roomCut = before || pieceCut;
    if (piece !== undefined) out += head + piece;
    if (piece === undefined || pieceCut) {
      cut = cut || piece === undefined || i < obj.entries.length - 1;
      break;
    }
  }
  if (cut) w.roomCut = true;
  return out + (cut ? (out.length > 1 ? MARK_ENTRY : MARK_ENTRY.slice(1)) : "") + "}";
}

// Too little room to show a shortened form with its marker: leave the value out, and let the parent mark that.
function tooSmall(w: Writing): undefined {
  w.roomCut = true;
  return undefined;
}

/** JSON text of any value; never throws (cycles, BigInt, throwing getters and proxies become marked strings). */
export function safeStringify(value: unknown): string {
  const native = nativeText(value);
  if (native !== undefined) return native;
  const plain = toPlain(value, "", { nodes: Infinity, maxString: Infinity }, new Set()) ?? null;
  return write(plain, Infinity, { maxString: Infinity, roomCut: false }) ?? "null";
}

/** `{"ok":true,"result":...}` or `{"ok":false,"error":"..."}`, valid JSON and at most `max` characters (UTF-16 units). */
export function modelText(ok: boolean, payload: unknown, max: number): string {
  const cap = Math.max(Math.floor(Number.isFinite(max) ? max : MIN_RESULT_MAX), MIN_RESULT_MAX);
  const head = ok ? '{"ok":true,"result":' : '{"ok":false,"error":';
  // Small plain data, the common reply, is JSON.stringify's own text; anything else takes the writer below.
  handed = undefined;
  const plain = plainText(ok ? payload : String(payload), cap - head.length - 1);
  if (plain !== undefined) return head + plain + "}";
  const keys = handed;
  handed = undefined;
  return boundedModelText(ok, payload, cap, keys);
}

/**
 * `modelText` without its fast path for small plain data: the writer that bounds any value.
 * Exported so that tests can show both give the same text wherever the fast path answers.
 */
export function boundedModelText(
  ok: boolean,
  payload: unknown,
  max: number,
  keys: WeakMap<object, string[]> = new WeakMap(),
): string {
  const cap = Math.max(Math.floor(Number.isFinite(max) ? max : MIN_RESULT_MAX), MIN_RESULT_MAX);
  const head = ok ? '{"ok":true,"result":' : '{"ok":false,"error":';
  const room = cap - head.length - 1;
  // Plain data that fits is written as JSON.stringify writes it;
  // the writer gives up as soon as the text passes the room, so a huge reply costs no more than the cap.
  const native = boundedText(ok ? payload : String(payload), room, keys);
  if (native !== undefined) return head + native + "}";
  const limits = { nodes: cap, maxString: cap, keys };
  const plain = toPlain(ok ? payload : String(payload), "", limits, new Set()) ?? null;
  return head + (fit(plain, room) ?? MARK) + "}";
}

// Key lists the fast path took from large objects before giving up, for the writer of the same
// text, so it lists them once; set only by a walk that gave up, and taken at once by `modelText`.
let handed: WeakMap<object, string[]> | undefined;

// An object with at least this many keys hands its key list over when the fast path gives up on it.
const HAND_OVER_KEYS = 256;

// The keys the walk has read of the objects it is inside, an object's after its parent's (from
// the `base` it is given). Keys are read with `for...in`, which makes no list and reads each
// value straight from the object's layout; keeping each here keeps the first ones, so that an
// object the walk gives up on can still hand all its keys to the writer without listing them
// twice. Only `growKeys` makes it longer: the walk's own writes stay inside it, the fast kind.
const KEYS: string[] = [];

// The most keys kept: a walk under a larger cap that passes it hands nothing over.
const MAX_KEPT = 1 << 16;

// Walks started, so a walk can tell that a getter it read ran another one over its keys.
let walks = 0;

// Makes KEYS long enough for every key a walk bounded by `room` can read: each costs 3 characters or more.
function growKeys(room: number): void {
  const want = Math.min(Math.ceil(room / 3) + 2, MAX_KEPT);
  while (KEYS.length < want) KEYS.push("");
}

/**
 * JSON.stringify's text of `value` when a first walk shows it is plain data (plain objects,
 * lists, strings, numbers, booleans, null; no toJSON, at most MAX_DEPTH deep) whose text
 * may fit in `room`, and the text does fit; else undefined. The walk stops as soon as the
 * text cannot fit, so a huge reply costs no more than the room, and JSON.stringify runs
 * only on what is plain and small: there it writes what `boundedText` would, faster.
 */
function plainText(value: unknown, room: number): string | undefined {
  const walk = ++walks;
  try {
    if (KEYS.length < room / 3 + 2 && KEYS.length < MAX_KEPT) growKeys(room);
    const size = valueSize(value, 0, room, 0);
    if (walks !== walk) handed = undefined; // another walk ran inside this one: its keys may be wrong
    if (size < 0 || size > room) return undefined;
    const text = JSON.stringify(value);
    return text !== undefined && text.length <= room ? text : undefined;
  } catch {
    handed = undefined;
    return undefined; // a getter, proxy or toJSON that throws: the writer handles it
  }
}

// The fewest characters of `x`'s JSON text (keys counted even when their value is left out,
// strings without their escapes), or -1 when it is not plain data or that count passes `budget`.
// Leaves are sized here, so that only nested lists and objects cost a call that is not inlined.
function valueSize(x: unknown, depth: number, budget: number, base: number): number {
  switch (typeof x) {
    case "string":
      return x.length + 2;
    case "number":
    case "boolean":
      return 1;
    case "object":
      return x === null ? 4 : plainSize(x, depth, budget, base);
    case "bigint":
      return -1;
    default:
      return 0; // undefined, a function or a symbol: left out
  }
}

// `valueSize` of a list or an object, whose keys go to KEYS from `base`. A `toJSON` is looked up
// as JSON.stringify looks it up (a read, not an `in` test, which costs more on many shapes).
function plainSize(v: object, depth: number, budget: number, base: number): number {
  if (depth >= MAX_DEPTH || (v as { toJSON?: unknown }).toJSON !== undefined) return -1;
  let size = 2;
  if (Array.isArray(v)) {
    const length = Number(v.length);
    for (let i = 0; i < length; i++) {
      if (i > 0) size++;
      const item =
        size < budget ? valueSize((v as unknown[])[i], depth + 1, budget - size, base) : -1;
      if (item < 0 || (size += item) > budget) return -1;
    }
    return size;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return -1;
  // `for...in` also yields the keys a polluted Object.prototype adds: counted, they can only
  // make the estimate larger, so at worst a reply takes the writer; they are never handed over.
  let n = 0;
  // Once given up: every key, the first `n` from KEYS, the rest listed by the same loop.
  let keys: string[] | undefined;
  for (const k in v) {
    if (keys !== undefined) {
      keys.push(k);
      continue;
    }
    if (base + n < KEYS.length) KEYS[base + n] = k;
    n++;
    size += k.length + (n > 1 ? 4 : 3);
    const item =
      size < budget
        ? valueSize((v as Record<string, unknown>)[k], depth + 1, budget - size, base + n)
        : -1;
    if (item < 0 || (size += item) > budget) keys = KEYS.slice(base, base + n);
  }
  if (keys === undefined) return size;
  giveUp(v, keys, proto === null, base + n <= KEYS.length);
  KEYS.fill("", base, Math.min(base + n, KEYS.length)); // so nothing of this reply stays referenced
  return -1;
}

// The walk gave up on `v`, whose keys were all listed: when it has HAND_OVER_KEYS keys or more,
// they go to the writer, unless KEYS was too short to keep the first ones (`kept`).
function giveUp(v: object, keys: string[], bare: boolean, kept: boolean): void {
  if (!kept || keys.length < HAND_OVER_KEYS) return;
  // Keys a polluted Object.prototype adds come after the object's own; only the own ones go.
  const own =
    bare || !enumerable(Object.prototype) ? keys : keys.filter((k) => Object.hasOwn(v, k));
  (handed ??= new WeakMap()).set(v, own);
}

// Whether `o` has an enumerable string key of its own or inherited.
function enumerable(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

// JSON.stringify's text (`null` where it has none, as for a function), or undefined when it
// throws: on a cycle, a BigInt, a throwing getter, toJSON or proxy, or a value nested too deep.
function nativeText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value) ?? "null";
  } catch {
    return undefined;
  }
}

// The whole value when it fits; else every string cut to the longest common length that
// lets the rest fit (so a long first field does not crowd out the others); else lists cut too.
function fit(plain: Plain, room: number): string | undefined {
  const whole = { maxString: Infinity, roomCut: false };
  const text = write(plain, room, whole);
  if (!whole.roomCut) return text;
  let lo = 16;
  let hi = room;
  let best: string | undefined;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const w = { maxString: mid, roomCut: false };
    const t = write(plain, room, w);
    if (w.roomCut) hi = mid - 1;
    else {
      best = t;
      lo = mid + 1;
    }
  }
  return best ?? write(plain, room, { maxString: 16, roomCut: false });
}

// Thrown by boundedText's writer when the text would pass its room, or meets what only the safe path handles.
const STOP = { stop: true };

/**
 * JSON.stringify's text of plain data when it fits in `room` characters, else undefined.
 * Only plain objects, lists, strings, finite numbers, booleans and null are written; anything
 * else (toJSON, a class instance, a typed array, BigInt, a cycle) is left to the safe path.
 */
function boundedText(
  value: unknown,
  room: number,
  keys: WeakMap<object, string[]>,
): string | undefined {
  const parts: string[] = [];
  let used = 0;
  const stack: object[] = [];
  const put = (s: string): void => {
    used += s.length;
    if (used > room) throw STOP;
    parts.push(s);
  };
  const walk = (v: unknown, inList: boolean): boolean => {
    switch (typeof v) {
      case "string":
        if (v.length + 2 > room - used) throw STOP; // its JSON text is at least this long
        put(JSON.stringify(v));
        return true;
      case "number":
        put(Number.isFinite(v) ? String(v) : "null");
        return true;
      case "boolean":
        put(v ? "true" : "false");
        return true;
      case "undefined":
      case "function":
      case "symbol":
        if (inList) put("null");
        return inList;
      case "object":
        break;
      default:
        throw STOP;
    }
    if (v === null) return (put("null"), true);
    const proto: unknown = Object.getPrototypeOf(v);
    const list = Array.isArray(v);
    if (
      (!list && proto !== Object.prototype && proto !== null) ||
      stack.length >= MAX_DEPTH ||
      stack.includes(v)
    )
      throw STOP;
    if ("toJSON" in v) throw STOP;
    stack.push(v);
    if (list) {
      put("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) put(",");
        walk(v[i], true);
      }
      put("]");
    } else {
      put("{");
      let first = true;
      for (const k of keysOf(v, { keys })) {
        const at = parts.length;
        const before = used;
        put((first ? "" : ",") + JSON.stringify(k) + ":");
        if (walk((v as Record<string, unknown>)[k], false)) first = false;
        else ((parts.length = at), (used = before)); // left out, as JSON.stringify leaves undefined out
      }
      put("}");
    }
    stack.pop();
    return true;
  };
  try {
    walk(value, true);
    return parts.join("");
  } catch {
    return undefined; // too long, or not plain: a getter or proxy that throws, a cycle
  }
}
