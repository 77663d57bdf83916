// The built-in string formats (`string(email)`, ...): their names, issue wording and the
// fixed functions written into a validators file that uses them. Each definition is
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

/** The helper texts, keyed by helper name. */
export const FORMAT_TEXT = {
  isHost: `// A DNS name: labels of ASCII letters, digits and inner hyphens, 1 to 63 characters each.
const HOST_RE =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** A DNS name of at most 253 characters; \`dotted\` wants two labels or more, the last starting with a letter. */
function isHost(s: string, dotted: boolean): boolean {
  if (s.length > 253 || !HOST_RE.test(s)) return false;
  return !dotted || /\\.[A-Za-z][^.]*$/.test(s);
}`,
  realDate: `/** A real day of the proleptic Gregorian calendar. */
function realDate(y: number, m: number, d: number): boolean {
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  return m >= 1 && m <= 12 && d >= 1 && d <= days;
}`,
  isEmail: `// The local part of an email address: dot-separated runs of ASCII letters, digits and symbols.
const EMAIL_LOCAL_RE = /^[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_\`{|}~-]+)*$/;

/** \`string(email)\`: LOCAL@DOMAIN as the contract language defines it. */
function isEmail(s: string): boolean {
  if (s.length > 254) return false;
  const at = s.lastIndexOf("@");
  if (at < 1 || at > 64) return false;
  return EMAIL_LOCAL_RE.test(s.slice(0, at)) && isHost(s.slice(at + 1), true);
}`,
  isUuid: `/** \`string(uuid)\`: 8-4-4-4-12 hexadecimal digits, either case. */
function isUuid(s: string): boolean {
  return /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/.test(s);
}`,
  isDate: `/** \`string(date)\`: RFC 3339 full-date, a real calendar day. */
function isDate(s: string): boolean {
  const m = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(s);
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
}`,
  isDatetime: `/** \`string(datetime)\`: RFC 3339 date-time with a real calendar day and an offset. */
function isDatetime(s: string): boolean {
  const m =
    /^(\\d{4})-(\\d{2})-(\\d{2})[Tt](?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:[Zz]|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$/.exec(
      s,
    );
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
}`,
  isUrl: `// An http or https URL: scheme, host, optional port, then path, query and fragment characters.
const URL_RE =
  /^[Hh][Tt][Tt][Pp][Ss]?:\\/\\/([^/?#:@]+)(?::(\\d{1,5}))?(?:[/?#][!#$%&'()*+,\\-./0-9:;=?@A-Z_a-z~]*)?$/;

// A dotted IPv4 address, each part checked to be at most 255 after the match.
const IPV4_RE = /^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$/;

/** \`string(url)\`: an absolute http or https URL as the contract language defines it. */
function isUrl(s: string): boolean {
  const m = s.length > 2048 ? null : URL_RE.exec(s);
  if (m === null) return false;
  const host = m[1] ?? "";
  if (m[2] !== undefined && Number(m[2]) > 65535) return false;
  const v4 = IPV4_RE.exec(host);
  if (v4 === null) return !/^[\\d.]+$/.test(host) && isHost(host, false);
  return v4.slice(1).every((part) => Number(part) <= 255);
}`,
  wellFormed: `// String.prototype.isWellFormed (ES2024) where the engine has it: a native scan, many times
// faster than the regular expression that stands in for it on older engines.
const IS_WELL_FORMED = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed;

/** True when \`s\` holds no lone surrogate, so any UTF-8 store can hold it. */
function wellFormed(s: string): boolean {
  return IS_WELL_FORMED !== undefined
    ? IS_WELL_FORMED.call(s)
    : !/[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]/.test(s);
}`,
} as const;

/** The names of the format helpers. */
export type FormatHelper = keyof typeof FORMAT_TEXT;
