// The one rule that spans files: a toolset name declared by two contracts. It works on
// marks (each file's toolset name and where it is declared), not on parsed files, so a
// build that reuses a remembered file's diagnostics still applies it without parsing.
import type { Span } from "./ast.js";
import { diag, type Diagnostic } from "./diagnostics/diagnostic.js";

/** Where a file declares its toolset: the name, the span of the name, the line of the declaration. */
export interface ToolsetMark {
  readonly name: string;
  readonly nameSpan: Span;
  readonly line: number;
}

/** The toolset names seen so far, in file order; the first file to declare a name keeps it. */
export class ToolsetNames {
  private readonly seen = new Map<string, { path: string; line: number }>();

  /** Takes a file's mark: undefined when the name is new, else the `duplicate-toolset` error on this file. */
  add(path: string, mark: ToolsetMark): Diagnostic | undefined {
    const prev = this.seen.get(mark.name);
    if (!prev) {
      this.seen.set(mark.name, { path, line: mark.line });
      return undefined;
    }
    return diag("duplicate-toolset", path, mark.nameSpan, { name: mark.name, other: `${prev.path}:${prev.line}` });
  }
}
