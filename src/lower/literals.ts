// Decoding literal tokens: JSON strings, `"""` folded text, numbers and regexes.
import type { IToken } from "chevrotain";
import type { Pattern } from "../ast.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import { diag } from "../diagnostics/diagnostic.js";
import { tokenSpan } from "./syntax.js";

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

/** Decodes a `"..."` token with JSON escapes; a bad escape is reported and kept as written. */
export function decodeString(t: IToken, file: string, out: Diagnostic[]): string {
  const raw = t.image.slice(1, -1);
  // Most strings have no escape at all; the text between escapes is copied in one piece.
  let slash = raw.indexOf("\\");
  if (slash < 0) return raw;
  let value = "";
  let from = 0;
  while (slash >= 0) {
    value += raw.slice(from, slash);
    const i = slash;
    const e = raw[i + 1] ?? "";
    if (e === "u" && /^[0-9a-fA-F]{4}$/.test(raw.slice(i + 2, i + 6))) {
      value += String.fromCharCode(parseInt(raw.slice(i + 2, i + 6), 16));
      from = i + 6;
    } else if (e in ESCAPES) {
      value += ESCAPES[e];
      from = i + 2;
    } else {
      const start = t.startOffset + 1 + i;
      out.push(diag("invalid-escape", file, { start, end: start + 2 }, { text: `\\${e}` }));
      value += e;
      from = i + 2;
    }
    slash = raw.indexOf("\\", from);
  }
  return value + raw.slice(from);
}

/** Folds a `"""..."""` token: lines trimmed and joined by one space; an empty line is a line break. */
export function foldTriple(t: IToken): string {
  const lines = t.image.slice(3, -3).split(/\r\n|\r|\n/).map((l) => l.trim());
  let out = "";
  let pendingSpace = false;
  for (const line of lines) {
    if (line === "") {
      if (out !== "") {
        out = out.replace(/ $/, "") + "\n";
        pendingSpace = false;
      }
      continue;
    }
    if (pendingSpace && !out.endsWith("\n")) out += " ";
    out += line;
    pendingSpace = true;
  }
  return out.replace(/\n+$/, "");
}

/** Parses a number token; infinite or unsafe values are reported. */
export function decodeNumber(t: IToken, file: string, out: Diagnostic[]): number {
  const n = Number(t.image);
  if (!Number.isFinite(n)) {
    out.push(diag("invalid-number", file, tokenSpan(t), { text: t.image, reason: "it is too large to represent" }));
    return 0;
  }
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) {
    out.push(diag("invalid-number", file, tokenSpan(t), { text: t.image, reason: "integers must lie within ±9007199254740991" }));
  }
  return n;
}

/** Splits a `/source/flags` token into a pattern node. */
export function splitRegex(t: IToken): Pattern {
  const last = t.image.lastIndexOf("/");
  return { kind: "pattern", source: t.image.slice(1, last), flags: t.image.slice(last + 1), span: tokenSpan(t) };
}
