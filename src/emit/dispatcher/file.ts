// The names `dispatcher.ts` imports, recorded as the code that uses them is written (as
// protobuf-es's `GeneratedFile` does): each place that writes a helper's name gets it from
// the file, which notes the import as it hands the name out. Code written only to be
// measured or inspected, never printed, uses `UNRECORDED`, which notes nothing.
import type * as Once from "../../runtime/runtime-once.js";
import type * as Proposal from "../../runtime/runtime-proposal.js";
import type * as Read from "../../runtime/runtime-read.js";
import type * as Runtime from "../../runtime/runtime.js";
import type * as Settle from "../../runtime/runtime-settle.js";
import type * as State from "../../runtime/runtime-state.js";
import type * as Steps from "../../runtime/runtime-steps.js";
import type * as Writes from "../../runtime/runtime-writes.js";
import { Imports } from "../printer.js";
import { RUNTIME_FOLDER as RUNTIME } from "../runtime.js";

/** A value of the joined runtime (`_runtime/runtime-gates.ts`): an export of one of its parts, so `tsc` knows every one. */
export type GateValue = keyof typeof Steps | keyof typeof Once | keyof typeof Proposal | keyof typeof Read | keyof typeof Settle | keyof typeof State | keyof typeof Writes;

/** A value of the public runtime (`_runtime/runtime.ts`); `RUNTIME_VERSION` is the stamp the build appends to it. */
export type RuntimeValue = keyof typeof Runtime | "RUNTIME_VERSION";

/** A type of the joined runtime. */
export type GateType = "Action" | "Checked" | "Later" | "OpenProposal" | "Owned" | "PolicyRule" | "ReadSteps" | "RefusalCaps" | "Settled" | "WriteSeals";

/** A type of the public runtime. */
export type RuntimeType =
  | "Approval"
  | "AuditRecord"
  | "Denial"
  | "ParsedProposal"
  | "ProposalKey"
  | "RunOnceStore"
  | "SavedTask"
  | "SealedProposal"
  | "Task"
  | "TaskRestore"
  | "ToolCall"
  | "ToolResult"
  | "TraceHook"
  | "WriteOperation";

/** A type of the toolset's own `types.ts`. */
export type ContractType = "ArgsOf" | "Context" | "ReplyOf" | "ToolReplies";

/** A table of the toolset's own `validators.ts`. */
export type ValidatorTable = "validators" | "replyValidators" | "ruleChecks";

const GATES = `../${RUNTIME}/runtime-gates.js`;
const PUBLIC = `../${RUNTIME}/runtime.js`;

/** The imports of one `dispatcher.ts`, recorded as its code is written. */
export class DispatcherFile {
  /** The import lines' names, by module; filled only through the methods below. */
  readonly imports = new Imports();
  /** A helper of the joined runtime. */
  gate(name: GateValue): string {
    return this.imports.use(GATES, name);
  }
  /** A type of the joined runtime. */
  gateType(name: GateType): string {
    return this.imports.useType(GATES, name);
  }
  /** A value of the public runtime. */
  runtime(name: RuntimeValue): string {
    return this.imports.use(PUBLIC, name);
  }
  /** A type of the public runtime. */
  runtimeType(name: RuntimeType): string {
    return this.imports.useType(PUBLIC, name);
  }
  /** A type of the toolset's `types.ts`. */
  contract(name: ContractType): string {
    return this.imports.useType("./types.js", name);
  }
  /** A table of the toolset's `validators.ts`. */
  table(name: ValidatorTable): string {
    return this.imports.use("./validators.js", name);
  }
}

/** Where code written only to be inspected notes its names: a file never printed. */
export const UNRECORDED = new DispatcherFile();
