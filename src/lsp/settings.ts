// The server's settings, as the CLI's options: the contracts folder (`--contracts`,
// relative to the workspace folder; unset, the whole workspace is read) and `--strict`
// (smells reported as errors). Given as initialization options, and changed later by
// `workspace/didChangeConfiguration`, whose settings may sit under a `contractc` key.

/** The settings the server honours. */
export interface Settings {
  readonly contracts: string | undefined;
  readonly strict: boolean;
}

/** Settings from what a client sent; anything malformed is left at its default. */
export function readSettings(raw: unknown): Settings {
  const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {});
  const all = obj(raw);
  const s = "contractc" in all ? obj(all["contractc"]) : all;
  const contracts = typeof s["contracts"] === "string" && s["contracts"].trim() !== "" ? s["contracts"] : undefined;
  return { contracts, strict: s["strict"] === true };
}
