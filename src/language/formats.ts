// The built-in string formats (`string(email)`, ...): their names, issue wording and the
// helper that checks each (in `src/runtime/validators.ts`). Each definition is
// exact and documented in docs/LANGUAGE.md; the checks are plain code and regex literals.

/** A built-in format name. */
export type Format = "email" | "uuid" | "date" | "datetime" | "url";

/** Every format, in the order the docs list them. */
export const FORMATS: readonly Format[] = ["email", "uuid", "date", "datetime", "url"];

/** Whether `name` is a built-in format. */
export function isFormat(name: string): name is Format {
  return (FORMATS as readonly string[]).includes(name);
}

/** The issue type and message of a value that is not in the format (pydantic's wording). */
export const FORMAT_ISSUE: Readonly<Record<Format, readonly [type: string, message: string]>> = {
  email: ["value_error", "value is not a valid email address"],
  uuid: ["uuid_parsing", "Input should be a valid UUID"],
  date: ["date_parsing", "Input should be a valid date in the format YYYY-MM-DD"],
  datetime: ["datetime_parsing", "Input should be a valid datetime in RFC 3339 format"],
  url: ["url_parsing", "Input should be a valid URL"],
};

/** The generated function that checks each format. */
export const FORMAT_FUNCTION = {
  email: "isEmail",
  uuid: "isUuid",
  date: "isDate",
  datetime: "isDatetime",
  url: "isUrl",
} as const satisfies Record<Format, string>;

/** The `format` keyword JSON Schema uses for each format, where providers document it. */
export const JSON_SCHEMA_FORMAT: Readonly<Record<Format, string>> = {
  email: "email",
  uuid: "uuid",
  date: "date",
  datetime: "date-time",
  url: "uri",
};

/** A schema form that states string formats: the private (validator-equivalent) one and each provider's. */
export type FormatForm = "private" | "openai" | "anthropic" | "gemini";

/**
 * Which formats each form states as `format` in its schemas; the rest are checked by the
 * validators only. A table per form over every format, so `tsc` names each place a new
 * format must be decided.
 */
export const FORMAT_IN_SCHEMA: Readonly<Record<FormatForm, Readonly<Record<Format, boolean>>>> = {
  private: { email: true, uuid: true, date: true, datetime: true, url: true },
  // OpenAI's strict mode documents no `uri`.
  openai: { email: true, uuid: true, date: true, datetime: true, url: false },
  // Anthropic's strict tool use documents all five (as MCP's JSON Schema has them).
  anthropic: { email: true, uuid: true, date: true, datetime: true, url: true },
  // Gemini documents `date-time` only (and `enum`, which is not a string format).
  gemini: { email: false, uuid: false, date: false, datetime: true, url: false },
};

/** The JSON Schema `format` names a form states. */
export function schemaFormats(form: FormatForm): ReadonlySet<string> {
  return new Set(FORMATS.filter((f) => FORMAT_IN_SCHEMA[form][f]).map((f) => JSON_SCHEMA_FORMAT[f]));
}
