// The README's table of diagnostic codes, generated from the registry so it cannot drift.
import { CODES, type CodeInfo } from "./codes.js";

/** The markers between which the README holds the generated table. */
export const CODES_BEGIN = "<!-- diagnostic-codes:begin (generated from src/diagnostics/codes.ts; run npm run docs) -->";
/** End marker of the generated table. */
export const CODES_END = "<!-- diagnostic-codes:end -->";

const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\n/g, " ⏎ ");

/** The Markdown table of every code: name, severity, message and an example that triggers it. */
export function codesMarkdown(): string {
  const rows = (Object.entries(CODES) as [string, CodeInfo][]).map(([code, info]) => {
    const sev = info.smell ? "warning (smell)" : info.severity;
    return `| \`${code}\` | ${sev} | ${cell(info.template)} | \`${cell(info.example)}\` |`;
  });
  return ["| code | severity | message | example |", "|---|---|---|---|", ...rows].join("\n");
}

/** Replaces what a document holds between two markers with `body` (unchanged when the markers are absent). */
export function betweenMarkers(doc: string, begin: string, end: string, body: string): string {
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) return doc;
  return `${doc.slice(0, a + begin.length)}\n${body}\n${doc.slice(b)}`;
}

/** Replaces the generated section of a README text (or returns it unchanged when markers are absent). */
export function withCodesSection(readme: string): string {
  return betweenMarkers(readme, CODES_BEGIN, CODES_END, codesMarkdown());
}
