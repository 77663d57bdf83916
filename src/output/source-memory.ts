// What `build` remembers of each contract file, so an unchanged file is neither parsed nor
// checked again: its diagnostics and where it declares its toolset, under a key made of the
// file's text, its paths and the front end's fingerprint. A remembered entry is read
// defensively: anything not exactly as written here is dropped, and its file is compiled.
import type { Span } from "../ast.js";
import { CODES } from "../diagnostics/codes.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { SourceFile } from "../sources.js";
import type { ToolsetMark } from "../toolset-names.js";
import { shortHash } from "./fingerprint.js";

/** One contract file as last compiled: its key, its toolset's mark (none when it declares none or has errors) and its diagnostics. */
export interface SourceMemory {
  readonly key: string;
  readonly toolset: ToolsetMark | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** The key a file's memory is kept under: its text and paths, under the front end's fingerprint. */
export function sourceKey(fingerprint: string, src: SourceFile): string {
  return shortHash(fingerprint, src.path, src.headerPath, src.text);
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => v !== null && typeof v === "object" && !Array.isArray(v);
const isOffset = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isSpan = (v: unknown): v is Span => isObject(v) && isOffset(v["start"]) && isOffset(v["end"]) && v["start"] <= v["end"];

function isDiagnostic(v: unknown): v is Diagnostic {
  if (!isObject(v) || typeof v["code"] !== "string" || !Object.hasOwn(CODES, v["code"])) return false;
  return (v["severity"] === "error" || v["severity"] === "warning") && typeof v["file"] === "string" && isSpan(v["span"]) && typeof v["message"] === "string";
}

function isMark(v: unknown): v is ToolsetMark {
  return isObject(v) && typeof v["name"] === "string" && v["name"] !== "" && isSpan(v["nameSpan"]) && isOffset(v["line"]) && v["line"] > 0;
}

/** A file's memory as read back from the cache, or undefined when it is not one. */
export function sourceMemoryOf(v: unknown): SourceMemory | undefined {
  if (!isObject(v) || typeof v["key"] !== "string" || !/^[0-9a-f]{16}$/.test(v["key"])) return undefined;
  const { diagnostics, toolset } = v;
  if (!Array.isArray(diagnostics) || !diagnostics.every(isDiagnostic)) return undefined;
  if (toolset !== undefined && !isMark(toolset)) return undefined;
  return { key: v["key"], toolset, diagnostics: diagnostics.map(({ code, severity, file, span, message }) => ({ code, severity, file, span: { start: span.start, end: span.end }, message })) };
}
