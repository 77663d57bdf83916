// A proposal read back from plain data (a queue, an HTTP body, a database row): checked
// field by field against the shape `propose` issues and against its write's argument
// check, so an application gets its toolset's `Proposal` type without a cast, or a clear
// reason. The seal is not opened here: that needs the key, and `execute` does it.
import { readField } from "./runtime-steps.js";
import { writeSeal, type WriteSeals } from "./runtime-digest.js";
import type { SealedProposal } from "./runtime-writes.js";

/** What `parseProposal` answers: a well-formed proposal of the toolset, or why the input is not one. */
export type ParsedProposal<P> =
  { readonly ok: true; readonly proposal: P } | { readonly ok: false; readonly error: string };

// The longest text field `execute` reads; a longer one is refused there too.
const MAX_TEXT = 200;
const SEAL = /^[0-9a-f]{64}$/;
const TEXTS = ["operation_id", "tool", "toolset", "contract", "context", "task_id"] as const;
const TIMES = ["issued_at", "expires_at"] as const;

// What a value is, for a message: "a number", "null", "a list".
function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function problem(field: string, value: unknown, want: string): string {
  return value === undefined
    ? `${field} is missing`
    : `${field} must be ${want}, not ${kindOf(value)}`;
}

/** The checked proposal `input` of the toolset `toolset`, with `args` as its write's check returns them; never throws. */
export function parseSealed(
  input: unknown,
  toolset: string,
  writes: WriteSeals,
): ParsedProposal<SealedProposal> {
  try {
    return parse(input, toolset, writes);
  } catch {
    // A hostile value (a revoked proxy, a throwing getter) is no proposal.
    return { ok: false, error: "Not a proposal: it cannot be read." };
  }
}

function parse(
  input: unknown,
  toolset: string,
  writes: WriteSeals,
): ParsedProposal<SealedProposal> {
  const no = (error: string): ParsedProposal<SealedProposal> => ({
    ok: false,
    error: `Not a proposal: ${error}.`,
  });
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return no(`it must be an object, not ${kindOf(input)}`);
  const text: Record<(typeof TEXTS)[number], string> = {
    operation_id: "",
    tool: "",
    toolset: "",
    contract: "",
    context: "",
    task_id: "",
  };
  for (const field of TEXTS) {
    const v = readField(input, field);
    if (typeof v !== "string") return no(problem(field, v, "a string"));
    if (v.length > MAX_TEXT) return no(`${field} is longer than ${MAX_TEXT} characters`);
    text[field] = v;
  }
  if (text.operation_id === "") return no("operation_id is empty");
  const time: Record<(typeof TIMES)[number], number> = {
    issued_at: 0,
    expires_at: 0,
  };
  for (const field of TIMES) {
    const v = readField(input, field);
    if (typeof v !== "number" || !Number.isSafeInteger(v))
      return no(problem(field, v, "a whole number of epoch milliseconds"));
    time[field] = v;
  }
  const seal = readField(input, "seal");
  if (typeof seal !== "string") return no(problem("seal", seal, "a string"));
  if (!SEAL.test(seal)) return no("seal must be 64 lowercase hex digits");
  if (text.toolset !== toolset)
    return no(`it is of the toolset ${JSON.stringify(text.toolset.slice(0, 60))}, not ${toolset}`);
  const write = writeSeal(writes, text.tool);
  if (write === undefined)
    return no(`${JSON.stringify(text.tool.slice(0, 60))} is not a write tool of ${toolset}`);
  const args = readField(input, "args");
  if (args === undefined) return no("args is missing");
  const checked = write.args(args);
  if (!checked.ok) {
    const issues = checked.issues.slice(0, 3).map((i) => `${i.path || "(root)"}: ${i.message}`);
    const more = checked.issues.length > 3 ? `; and ${checked.issues.length - 3} more` : "";
    return no(`its args do not fit ${text.tool} (${issues.join("; ")}${more})`);
  }
  // A write with a policy seals its verdict and each argument's provenance too.
  const policy = readField(input, "policy");
  if (policy === undefined)
    return {
      ok: true,
      proposal: { ...text, args: checked.value, ...time, seal },
    };
  if (policy !== "auto" && policy !== "person") return no('policy must be "auto" or "person"');
  const provenance = readField(input, "provenance");
  if (typeof provenance !== "object" || provenance === null || Array.isArray(provenance))
    return no(problem("provenance", provenance, "an object"));
  const note = readField(input, "policy_note");
  if (typeof note !== "string") return no(problem("policy_note", note, "a string"));
  const judged = {
    provenance: provenance as SealedProposal["provenance"] & object,
    policy,
    policy_note: note,
  } as const;
  return {
    ok: true,
    proposal: { ...text, args: checked.value, ...time, ...judged, seal },
  };
}
