// The one registry of diagnostic codes. Codes are stable kebab-case names; each has
// a severity, a message template with `{name}` holes, and an example for the docs.

/** How bad a diagnostic is. Smells are warnings that `--strict` turns into errors. */
export type Severity = "error" | "warning";

/** One registered code. */
export interface CodeInfo {
  readonly severity: Severity;
  /** Message template; `{x}` is replaced by the parameter `x`. */
  readonly template: string;
  /** True for the contract smells of LANGUAGE.md (what `lint` reports). */
  readonly smell?: boolean;
  /** A short contract fragment that triggers it, for the README. */
  readonly example: string;
}

/** Every diagnostic code the compiler can emit. */
export const CODES = {
  // Reading files
  "unreadable-file": { severity: "error", template: "cannot read the file: {reason}", example: "(a path that is a folder or has no read permission)" },
  "file-too-large": { severity: "error", template: "the file is {size} bytes; contracts are limited to {limit} bytes", example: "(a 10 MB file)" },
  "binary-file": { severity: "error", template: "the file holds a NUL byte; a contract is UTF-8 text", example: "(a binary file)" },
  "invalid-utf8": { severity: "error", template: "the file is not valid UTF-8 text", example: "(a Latin-1 file)" },
  "empty-file": { severity: "error", template: "the file is empty; a contract starts with 'toolset NAME'", example: "(an empty file)" },
  "no-contracts": { severity: "warning", template: "no .tool files under {dir}", example: "(an empty contracts folder)" },

  // Lexing and parsing
  "unexpected-character": { severity: "error", template: "unexpected character {text}", example: "arg x: string $" },
  "unterminated-string": { severity: "error", template: "this string is not closed with {quote}", example: 'doc "never closed' },
  "unterminated-regex": { severity: "error", template: "this '[' opens a character class that is never closed with ']', so the pattern runs to the end of the line; close it, or write \\[ for a literal '['", example: "arg code: string /^[A-Z{3}$/" },
  "invalid-escape": { severity: "error", template: "invalid escape in string: {text}", example: 'doc "bad \\q escape"' },
  "syntax-error": { severity: "error", template: "{message}", example: "read t { doc }" },
  "missing-toolset": { severity: "error", template: "the file must start with 'toolset NAME'", example: "read t { doc \"x\" }" },
  "misplaced-toolset": { severity: "error", template: "'toolset' must be the first declaration of the file", example: "type A = int\ntoolset x" },
  "too-many-errors": { severity: "error", template: "more than {max} syntax errors in this file; the rest are not shown. Fix the first ones and build again", example: "(a file that is not a contract)" },
  "nesting-too-deep": { severity: "error", template: "this is nested {depth} levels deep; a contract may nest brackets and type suffixes at most {max} levels", example: "arg a: int[][][]…(101 times)" },
  "range-on-name": { severity: "error", template: "'{name}' cannot take a range: only string, int and number do{suggestion}", example: "arg n: integer(1..5)" },
  "default-after-doc": { severity: "error", template: "the default goes before the doc: write '= {value}' right after the type, then the doc", example: "arg n: int(1..5) \"How many.\" = 3" },
  "misplaced-member": { severity: "error", template: "'{member}' belongs inside {owner}, not {block}", example: "result max 3" },
  "duplicate-member": { severity: "error", template: "'{member}' is given twice in {owner}", example: "read t { doc \"a\" doc \"b\" }" },
  "duplicate-context": { severity: "error", template: "a toolset has one 'context' block; merge this one into the first", example: "context { a: string }\ncontext { b: string }" },
  "invalid-number": { severity: "error", template: "{text} is not a usable number here: {reason}", example: "budget 1.5" },

  // Names
  "duplicate-toolset": { severity: "error", template: "toolset '{name}' is already declared in {other}", example: "(two files with 'toolset shop')" },
  "invalid-toolset-name": { severity: "error", template: "toolset name '{name}' must match ^[a-z][a-z0-9_-]*$ (it names a folder)", example: "toolset Shop" },
  "duplicate-type": { severity: "error", template: "type '{name}' is already declared on line {line}", example: "type A = int\ntype A = string" },
  "duplicate-resource": { severity: "error", template: "resource '{name}' is already declared on line {line}", example: "resource order { id string }\nresource order { id int }" },
  "duplicate-tool": { severity: "error", template: "tool '{name}' is already declared on line {line}", example: "read t { doc \"One.\" }\nread t { doc \"Two.\" }" },
  "duplicate-arg": { severity: "error", template: "argument '{name}' is already declared on line {line}", example: "arg x: int\narg x: string" },
  "duplicate-field": { severity: "error", template: "field '{name}' is already declared on line {line}", example: "{ a: int, a: string }" },
  "duplicate-literal": { severity: "error", template: "{value} appears twice in this union", example: "\"a\" | \"a\"" },
  "name-clash": { severity: "error", template: "'{name}' names both a {first} and a {second}; a name in type position must be unambiguous", example: "type order = string\nresource order { id string }" },
  "reserved-name": { severity: "error", template: "'{name}' cannot be used as {what}: {reason}", example: "arg __proto__: string" },
  "tool-name-too-long": { severity: "error", template: "tool name '{name}' has {length} characters; providers allow at most 64", example: "read a_very_long_name_of_more_than_sixty_four_characters_is_refused_by_providers { doc \"x\" }" },
  "unknown-type": { severity: "error", template: "unknown type '{name}'{suggestion}", example: "arg order_id: OrdrId" },
  "unknown-arg": { severity: "error", template: "tool '{tool}' has no argument '{name}'{suggestion}", example: "seen ordr_id" },
  "unknown-context-field": { severity: "error", template: "the context has no field '{name}'{suggestion}", example: "scope x = context.exhibit_id" },
  "unknown-hint-code": { severity: "error", template: "'{name}' is not a refusal code that can carry a hint{suggestion}", example: "hint notfound \"...\"" },
  "unknown-path": { severity: "error", template: "{where} has no field '{name}'{suggestion}", example: "rule outcome == \"x\" => count(action) >= 1 \"...\"" },
  "recursive-type": { severity: "error", template: "type '{name}' refers to itself; recursive types are not supported", example: "type A = A[]" },

  // Types and values
  "unknown-format": { severity: "error", template: "'{name}' is not a string format; the formats are {formats}{suggestion}", example: "string(emal)" },
  "empty-range": { severity: "error", template: "the range {min}..{max} is empty", example: "string(5..3)" },
  "invalid-range": { severity: "error", template: "{reason}", example: "string(-1..3)" },
  "invalid-regex": { severity: "error", template: "the pattern does not compile: {reason}", example: "string /^LK-(\\d{6}$/" },
  "invalid-regex-flag": { severity: "error", template: "regex flag '{flag}' is not allowed; use i, u or s", example: "string /abc/g" },
  "catastrophic-regex": { severity: "error", template: "the pattern can backtrack catastrophically{detail}; rewrite it without nested or overlapping repetition", example: "string /^(a+)+$/" },
  "default-type-mismatch": { severity: "error", template: "the default {value} does not match its type: {reason}", example: "arg n: int(1..10) = 20" },
  "open-object-input": { severity: "error", template: "an open object ('...') belongs to replies; {where} is model input or trusted context, which refuses undeclared keys", example: "read t { doc \"x\" arg a: { n: int, ... } }" },
  "untagged-union": { severity: "error", template: "a union of objects must be tagged: {reason}", example: "{ a: int } | { b: int }" },
  "mixed-union": { severity: "error", template: "a union must be of literals, of objects, or one type with null: {reason}", example: "string | int" },
  "write-outside-finish": { severity: "error", template: "write tool '{name}' can only be used as a type in the arguments of a finish tool", example: "read t { doc \"x\" arg a: request_refund }" },
  "resource-id-type": { severity: "error", template: "the id of resource '{name}' must be a string or int type", example: "resource order { id bool }" },
  "missing-resource-id": { severity: "error", template: "resource '{name}' needs an 'id TYPE'", example: "resource order { owner customer_id }" },
  "owner-not-context": { severity: "error", template: "owner '{name}' is not a context field{suggestion}", example: "resource order { id string owner customer }" },
  "missing-placeholder": { severity: "warning", template: "this 'missing' text names no {{id}}, so the refusal will not say which id was refused; add {{id}} where the id belongs", example: "missing \"Not available.\"" },
  "unknown-placeholder": { severity: "error", template: "'{{{name}}}' is not a placeholder; only {{id}} is filled in", example: "missing \"No order {order}.\"" },

  // Members
  "missing-doc": { severity: "warning", smell: true, template: "tool '{name}' has no doc; the model reads the doc to choose a tool. Add doc \"...\"", example: "read t { arg x: int }" },
  "empty-doc": { severity: "warning", smell: true, template: "this doc is empty; say what the tool does and when to use it", example: "doc \"\"" },
  "doc-too-wordy": { severity: "warning", smell: true, template: "this doc has {words} words; every doc is sent on every turn, so say what the tool does and the one or two preconditions that matter in at most {max}", example: "doc \"...(a paragraph of 150 words)...\"" },
  "doc-too-long": { severity: "warning", smell: true, template: "this doc has {length} characters; providers refuse descriptions over 1024. Shorten it", example: "doc \"...(1,200 characters)...\"" },
  "scope-type-mismatch": { severity: "error", template: "scope compares argument '{arg}' ({argType}) with context field '{field}' ({fieldType}); they can never be equal", example: "scope n = context.customer_id" },
  "scope-not-list": { severity: "error", template: "'scope ... in context.{field}' needs a list field; '{field}' is {type}. Write 'scope ARG = context.{field}' to compare with one value", example: "context { customer_id: string }\nscope id in context.customer_id" },
  "scope-equals-list": { severity: "error", template: "context field '{field}' is a list, so '{arg}' can never equal it; write 'scope {arg} in context.{field}'", example: "context { exhibit_ids: string[] }\nscope id = context.exhibit_ids" },
  "effect-type": { severity: "error", template: "effect needs a list or int argument; '{arg}' is {type}", example: "effect name max 5" },
  "effect-max": { severity: "error", template: "effect max must be a whole number of at least 0, not {value}", example: "effect ids max -1" },
  "budget-value": { severity: "error", template: "budget must be a whole number of at least 1, not {value}", example: "budget 0" },
  "refusals-value": { severity: "error", template: "refusals max must be a whole number of at least 1, not {value}", example: "refusals max 0" },
  "result-max-value": { severity: "error", template: "result max must be a whole number of at least {min}, not {value}", example: "result max 3" },
  "ensure-without-returns": { severity: "error", template: "ensure needs a 'returns' type to check the reply against", example: "ensure result.id == id" },
  "ensure-mismatch": { severity: "error", template: "ensure compares result.{path} ({resultType}) with argument '{arg}' ({argType}); they can never be equal", example: "ensure result.year == exhibit_id" },
  "once-not-value": { severity: "error", template: "once keys runs by one value (a string, a number, an enum or a resource id); '{arg}' is {type}", example: "once item_ids per task" },
  "once-for-good-not-write": { severity: "error", template: "'once {arg}' for good is for a write, whose runs the run-once store records; a {kind} tool can have 'once {arg} per task'", example: "read r { arg id: string once id }" },
  "state-type": { severity: "error", template: "the state of resource '{resource}' must be a union of strings, such as \"pending\" | \"shipped\"; it is {type}", example: "state int" },
  "require-not-resource": { severity: "error", template: "require reads the state of a resource; '{arg}' is {type}", example: "require amount is \"pending\"" },
  "require-stateless": { severity: "error", template: "'{arg}' is a {resource}, which declares no states: add 'state \"a\" | \"b\"' to resource '{resource}'", example: "require order_id is \"pending\"" },
  "require-unknown-state": { severity: "error", template: "resource '{resource}' has no state \"{state}\"{suggestion}", example: "require order_id is \"pendng\"" },
  "establish-not-read": { severity: "error", template: "establish sets a context field from a read's reply; a {kind} tool cannot establish one", example: "write w { establish context.user_id = result }" },
  "establish-required-field": { severity: "error", template: "context field '{name}' is established by a read, so the application leaves it out until then: declare it '{name}?: {type}'", example: "context { user_id: string }" },
  "establish-without-returns": { severity: "error", template: "establish needs a 'returns' type: only a checked reply can set a context field", example: "establish context.user_id = result" },
  "establish-mismatch": { severity: "error", template: "context field '{name}' ({fieldType}) cannot hold the reply's {resultType}", example: "establish context.user_id = result.orders" },
  "seen-not-resource": { severity: "error", template: "seen needs an argument of a resource type; '{arg}' is {type}", example: "seen amount" },
  "rule-type-mismatch": { severity: "error", template: "{reason}", example: "rule outcome == 3 => ..." },
  "untrusted-not-read": { severity: "error", template: "untrusted marks part of a read's reply; '{tool}' is a {kind} tool", example: "write w { untrusted result }" },
  "untrusted-path": { severity: "error", template: "{reason}", example: "untrusted result.emails[].bdy" },
  "policy-not-write": { severity: "error", template: "'{verb} when' belongs to a write ('refuse when' to a read too); '{tool}' is a {kind} tool", example: "read r { auto when a from read }" },
  "refuse-needs-message": { severity: "error", template: "'refuse when' needs the text the model reads when the proposal is refused: refuse when COND \"message\"", example: "refuse when payee only untrusted" },
  "unknown-source": { severity: "error", template: "'{name}' is not a source; a value is seen in context, read, untrusted, user or nowhere{suggestion}", example: "arg payee: string(..9) auto when payee from mail" },
  "policy-not-number": { severity: "error", template: "'{arg}' is {type}; {op} compares numbers", example: "arg payee: string(..9) auto when payee <= 100" },
  "rule-count-not-list": { severity: "error", template: "count() needs a list; '{path}' is {type}", example: "count(message) >= 1" },
  "hint-duplicate": { severity: "error", template: "there is already a hint for '{code}' on line {line}", example: "hint not_found \"a\"\nhint not_found \"b\"" },
  "multiple-finish": { severity: "warning", template: "toolset has {count} finish tools; models end tasks more reliably with one", example: "finish a { ... }\nfinish b { ... }" },

  // Contract smells
  "read-side-effect": { severity: "warning", smell: true, template: "read tool '{name}' says it {word} something, but a read must change nothing (it is called without approval, and MCP calls it read-only); make the change a write, or say truly what the tool does", example: "read list_files { doc \"Lists the files and deletes the empty ones.\" }" },
  "provider-limit": { severity: "warning", smell: true, template: "{what} is {count}; {provider} accepts at most {max} and refuses the request", example: "(140 read tools in one toolset)" },
  "enum-too-large": { severity: "warning", smell: true, template: "'{name}' has an enum of {values} values ({chars} characters), sent on every turn; OpenAI strict mode takes an enum of over 250 values only up to {max} characters in all. Use a pattern or a lookup tool", example: "arg city: \"a\" | \"b\" | …(600 values)" },
  "blob-argument": { severity: "warning", smell: true, template: "argument '{name}' is one free string that stands for a whole {what}; split it into typed arguments", example: "arg command: string(..4000) \"The SQL to run.\"" },
  "unbounded-string": { severity: "warning", smell: true, template: "'{name}' is a free string with no maximum length; give it one, e.g. string(1..200)", example: "arg note: string" },
  "unanchored-pattern": { severity: "warning", smell: true, template: "the pattern is not anchored at {where}, so it also accepts longer text; write /^...$/", example: "string /LK-\\d{6}/" },
  "wants-enum": { severity: "warning", smell: true, template: "'{name}' is an open string, but its {where} says it takes one of a few values{values}; make it an enum: {suggestion}", example: "arg status: string(1..20) \"One of open, closed or pending.\"" },
  "near-twin-docs": { severity: "warning", smell: true, template: "the docs of '{a}' and '{b}' are near twins ({similarity}% alike); the model will flip a coin between them. Say how they differ", example: "(two tools with almost the same doc)" },
  "write-doc-vague": { severity: "warning", smell: true, template: "the doc of write tool '{name}' does not say what it changes; name the effect (refunds, creates, deletes, sends ...)", example: "write w { doc \"Handles the order.\" }" },
  "required-with-default": { severity: "warning", smell: true, template: "argument '{name}' has a default, so it is never required; mark it optional with '?' or drop the default", example: "arg limit: int = 10" },
  "unused-type": { severity: "warning", smell: true, template: "type '{name}' is never used; remove it", example: "type Unused = string(1..9)" },
  "unused-resource": { severity: "warning", smell: true, template: "resource '{name}' is never used; remove it", example: "resource order { id string }" },
  "context-named-arg": { severity: "warning", smell: true, template: "argument '{name}' of '{tool}' is named like the context field '{field}', but the model chooses its value, and the handler gets it beside the trusted one; tie them with 'scope {name} = context.{field}', or rename it", example: "arg customer_id: string(1..40)" },
  "unowned-resource": { severity: "warning", smell: true, template: "argument '{name}' names a {resource}, but resource '{resource}' has no owner, so any id is accepted; add 'owner CONTEXT_FIELD'", example: "resource doc { id string(1..9) }\narg d: doc" },
} as const satisfies Record<string, CodeInfo>;

/** A registered diagnostic code. */
export type Code = keyof typeof CODES;
