// Seals: an HMAC-SHA-256 over a canonical encoding, through Web Crypto
// (`globalThis.crypto`), so generated code imports no Node module and runs wherever
// Web Crypto does. A proposal and a saved task carry a seal that only the holder of
// the dispatcher's key can make, so a changed or invented one is recognised.

// The part of Web Crypto used here, typed locally so the generated code compiles
// under any `lib` and `types` setting of the application.
interface SubtleLike {
  importKey(
    format: "raw",
    key: Uint8Array,
    algorithm: { readonly name: "HMAC"; readonly hash: "SHA-256" },
    extractable: boolean,
    usages: readonly string[],
  ): Promise<unknown>;
  sign(algorithm: "HMAC", key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  verify(
    algorithm: "HMAC",
    key: unknown,
    signature: Uint8Array,
    data: Uint8Array,
  ): Promise<boolean>;
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
}
interface CryptoLike {
  readonly subtle: SubtleLike;
  randomUUID(): string;
}

/** The platform's Web Crypto; Node 20 and later, Deno, Bun and browsers all have it. */
export function webCrypto(): CryptoLike {
  const c = (globalThis as unknown as { crypto?: CryptoLike }).crypto;
  if (c === undefined || typeof c.randomUUID !== "function" || c.subtle === undefined)
    throw new Error("contractc: this platform has no Web Crypto (globalThis.crypto)");
  return c;
}

/** A fresh random id (a UUID). */
export function randomId(): string {
  return webCrypto().randomUUID();
}

/** A proposal key as the application gives it: a secret string or bytes, at least 32 bytes. */
export type ProposalKey = string | Uint8Array;

/** The fewest bytes a proposal key may have. */
export const MIN_KEY_BYTES = 32;

const encoder = new TextEncoder();

/** The bytes of a key, or the reason it is not one. */
export function keyBytes(key: unknown): Uint8Array | string {
  if (typeof key === "string") {
    const bytes = encoder.encode(key);
    return bytes.length >= MIN_KEY_BYTES ? bytes : `a string of at least ${MIN_KEY_BYTES} bytes`;
  }
  if (key instanceof Uint8Array)
    return key.length >= MIN_KEY_BYTES ? key.slice() : `at least ${MIN_KEY_BYTES} bytes`;
  return `a secret string or Uint8Array of at least ${MIN_KEY_BYTES} bytes`;
}

/**
 * One text for a value, the same for equal JSON data whatever its key order: keys
 * sorted, `undefined` members left out, non-finite numbers as `null`. Throws on a
 * value JSON cannot hold (a BigInt, a cycle).
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > 100) throw new Error("too deep to seal");
  if (typeof value === "number") return Number.isFinite(value) ? JSON.stringify(value) : "null";
  if (typeof value !== "object" || value === null) {
    if (typeof value === "bigint") throw new Error("a BigInt cannot be sealed");
    return JSON.stringify(value) ?? "null";
  }
  if (Array.isArray(value))
    return `[${value.map((v: unknown) => (v === undefined ? "null" : canonicalJson(v, depth + 1))).join(",")}]`;
  const keys = Object.keys(value).sort();
  const parts: string[] = [];
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined || typeof v === "function" || typeof v === "symbol") continue;
    parts.push(`${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`);
  }
  return `{${parts.join(",")}}`;
}

function hex(buffer: ArrayBuffer): string {
  let out = "";
  for (const b of new Uint8Array(buffer)) out += b.toString(16).padStart(2, "0");
  return out;
}

function unhex(text: string): Uint8Array | undefined {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) return undefined;
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return out;
}

// Recent digests by canonical text: a dispatcher sees the same few contexts again and
// again, and each Web Crypto call is a round trip to another thread.
const digests = new Map<string, string>();

/** The SHA-256 of a value's canonical text, in hex (the digest of a context). */
export async function digestOf(value: unknown): Promise<string> {
  const text = canonicalJson(value);
  const known = digests.get(text);
  if (known !== undefined) return known;
  const digest = hex(await webCrypto().subtle.digest("SHA-256", encoder.encode(text)));
  if (digests.size >= 1000) digests.clear();
  digests.set(text, digest);
  return digest;
}

/** Makes and checks seals with one key; the key is imported once, on first use. */
export class Sealer {
  private key: Promise<unknown> | undefined;
  constructor(private readonly bytes: Uint8Array) {}

  private imported(): Promise<unknown> {
    this.key ??= webCrypto().subtle.importKey(
      "raw",
      this.bytes,
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    return this.key;
  }

  /** The seal (hex HMAC-SHA-256) of `fields`, canonically encoded. */
  async seal(fields: readonly unknown[]): Promise<string> {
    const data = encoder.encode(canonicalJson(fields));
    return hex(await webCrypto().subtle.sign("HMAC", await this.imported(), data));
  }

  /** True when `seal` is the seal of `fields`; compared in constant time by Web Crypto. */
  async verify(fields: readonly unknown[], seal: unknown): Promise<boolean> {
    if (typeof seal !== "string") return false;
    const signature = unhex(seal);
    if (signature === undefined) return false;
    const data = encoder.encode(canonicalJson(fields));
    return webCrypto().subtle.verify("HMAC", await this.imported(), signature, data);
  }
}
