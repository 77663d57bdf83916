// The shape of a semantic check: one rule per file, each reporting through `report`.
import type { Span } from "../ast.js";
import type { Code } from "../diagnostics/codes.js";
import type { ParamsArg } from "../diagnostics/diagnostic.js";
import type { Toolset } from "../model.js";

/** Reports one diagnostic of a registered code at a span of the toolset's file. */
export type Report = <C extends Code>(code: C, span: Span, ...params: ParamsArg<C>) => void;

/** A semantic check over one toolset. Rules never throw on user input. */
export interface Rule {
  /** A short name, the file name of the rule. */
  readonly name: string;
  readonly check: (ts: Toolset, report: Report) => void;
}
