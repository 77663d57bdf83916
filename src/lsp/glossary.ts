// What hover says about the language's own words: keywords, built-in types, the formats
// of `string(FORMAT)` and the refusal codes a `hint` names. The formats and refusal codes,
// with what they mean, come from the language's registries (src/language/).
import { HINT_CODES, HINT_MEANING, isHintCode } from "../language/refusals.js";
import { FORMAT_ISSUE, FORMATS, JSON_SCHEMA_FORMAT } from "../language/formats.js";

/** Keywords, by the word. */
export const KEYWORDS: Readonly<Record<string, string>> = {
  toolset: "Names the toolset this file declares; its doc opens the system prompt's tool section.",
  context: "The trusted context: values the application sets for each task, never the model.",
  type: "A named type, usable wherever a type goes.",
  resource: "Something the model names by ID and a customer owns: arguments of this type are checked for ownership before a tool runs.",
  read: "A tool the model may call directly; it must not change anything.",
  write: "A tool the model can only propose in a `finish` call; a person approves it, then it runs once.",
  finish: "The tool that ends a task; writes are proposed in its arguments.",
  refusals: "`refusals max N`: how many refused calls a task may make before it is stopped.",
  doc: "The description the model reads.",
  arg: "An argument: `arg name: Type \"doc\"`, `name?` when optional.",
  scope: "Limits an argument to a context value: a call outside it is refused with `out_of_scope`.",
  effect: "Bounds what one call may change: beyond it the call is refused with `effect_exceeded`.",
  budget: "How many times a task may call this tool (`budget_exhausted` after).",
  returns: "The reply's type: a reply that does not match is discarded (`invalid_output`).",
  ensure: "A condition on the reply, checked before the model sees it.",
  seen: "A resource argument the task must have seen in an earlier reply (`not_seen` otherwise).",
  establish: "A read whose checked reply sets a context field the application left out (the user an authentication read finds), once per task.",
  require: "The states the argument's resource must be in, read through the application's `states` lookup (`wrong_state` otherwise).",
  state: "The states a resource can be in, which `require` names; the application's `states` lookup answers them.",
  once: "One call or proposal per value of an argument in a task (`per task`), or one executed write per value for good (`once_used` after).",
  rule: "A condition between arguments: `rule A => B \"message\"`; a call breaking it is refused with `invalid_arguments`.",
  result: "`result max N`: the longest text the model reads from this tool (default 4000 characters).",
  hint: "`hint CODE \"text\"`: text appended to a refusal of this tool with that code.",
  id: "The type of the resource's ID.",
  owner: "The context field that owns the resource: a call may only name one the caller owns.",
  missing: "What the model reads when the resource is not found or not the caller's (`{id}` filled in).",
  max: "The upper bound of `refusals` or `result`.",
};

/** Built-in types. */
export const BUILTIN_TYPES: Readonly<Record<string, string>> = {
  string: "A string: `string(MIN..MAX)` bounds its length, `string /re/` a pattern, `string(FORMAT)` a built-in format (" + FORMATS.join(", ") + ").",
  int: "An integer: `int(MIN..MAX)` bounds it.",
  number: "A number: `number(MIN..MAX)` bounds it.",
  bool: "`true` or `false`.",
};

/** A built-in format's hover text. */
export function formatText(name: string): string | undefined {
  if (!(FORMATS as readonly string[]).includes(name)) return undefined;
  const f = name as (typeof FORMATS)[number];
  return `String format \`${f}\`: JSON Schema format \`${JSON_SCHEMA_FORMAT[f]}\`; a value that is not one is refused with "${FORMAT_ISSUE[f][1]}".`;
}


/** A refusal code's hover text. */
export function refusalText(code: string): string | undefined {
  if (!isHintCode(code)) return undefined;
  return `Refusal \`${code}\`: ${HINT_MEANING[code]} A \`hint\` on it is appended to the text the model reads.`;
}
