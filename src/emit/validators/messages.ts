// Issue wording, fixed at compile time. It follows pydantic's messages so that recorded
// model behaviour carries over; singular and plural are chosen here, not at run time.

/** A contract literal as pydantic quotes it: strings in single quotes, the rest as JSON. */
export function quoteLiteral(v: string | number | boolean | null): string {
  return typeof v === "string" ? `'${v}'` : String(v);
}

/** `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The fixed messages, by issue type. */
export const MESSAGE = {
  missing: "Field required",
  extra_forbidden: "Extra inputs are not permitted",
  string_type: "Input should be a valid string",
  string_unicode: "Input should be a valid string, unable to parse raw data as a unicode string",
  int_type: "Input should be a valid integer",
  int_unsafe: "Input should be an integer from -9007199254740991 to 9007199254740991",
  number_type: "Input should be a valid number",
  bool_type: "Input should be a valid boolean",
  list_type: "Input should be a valid list",
  object_type: "Input should be a valid object",
} as const;

/** Messages that carry a bound or a pattern. */
export const message = {
  literal: (values: readonly (string | number | boolean | null)[]): string => `Input should be ${orList(values.map(quoteLiteral))}`,
  pattern: (source: string): string => `String should match pattern '${source}'`,
  stringTooShort: (n: number): string => `String should have at least ${plural(n, "character")}`,
  stringTooLong: (n: number): string => `String should have at most ${plural(n, "character")}`,
  min: (n: number): string => `Input should be greater than or equal to ${n}`,
  max: (n: number): string => `Input should be less than or equal to ${n}`,
  /** The list's actual length is appended at run time: `..., not 0`. */
  listTooShort: (n: number): string => `List should have at least ${plural(n, "item")} after validation, not `,
  listTooLong: (n: number): string => `List should have at most ${plural(n, "item")} after validation, not `,
  tagNotFound: (tag: string): string => `Unable to extract tag using discriminator '${tag}'`,
  /** The tag found is spliced in at run time between the two halves. */
  tagInvalid: (tag: string, expected: readonly (string | number | boolean | null)[]): [string, string] => [
    "Input tag '",
    `' found using '${tag}' does not match any of the expected tags: ${expected.map(quoteLiteral).join(", ")}`,
  ],
};
