// What a proposal is bound to, per write tool: the fingerprint of that write's meaning
// (written by the compiler) and the digest of the part of the context its gates read.
// Only those parts are sealed, so a reworded doc, a change to another tool, or a context
// field no gate of the write reads leaves a waiting proposal valid; a list field read by
// `scope ... in` is a set of permitted targets, so its order and repeats do not count.
import { readField } from "./runtime-steps.js";
import { canonicalJson, digestOf } from "./runtime-seal.js";
import type { WritePolicy } from "./runtime-provenance.js";

/** A check of one write's arguments, as the generated validators make them. */
export type ArgsCheck = (input: unknown) =>
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly issues: readonly {
        readonly path: string;
        readonly message: string;
      }[];
    };

/** What one write's proposals are sealed under and checked against; written by the compiler. */
export interface WriteSeal {
  /** The fingerprint of what the write's meaning depends on: its arguments' types and gates and what those reference. */
  readonly contract: string;
  /** The context fields its gates read, sorted. */
  readonly context: readonly string[];
  /** Those of them read by `scope ... in`: lists, compared as sets. */
  readonly sets?: readonly string[];
  /** The write's argument check (`parseProposal` runs it). */
  readonly args: ArgsCheck;
  /** Its approval policy (`refuse when`, `auto when`), present in a toolset with provenance: its proposals then carry each argument's provenance. */
  readonly policy?: WritePolicy;
}

/** The write tools of a toolset, by name. */
export interface WriteSeals {
  readonly [tool: string]: WriteSeal;
}

/** The seal of the write `tool`, or `undefined` when the toolset has no such write (an inherited key is none). */
export function writeSeal(seals: WriteSeals, tool: string): WriteSeal | undefined {
  return Object.prototype.hasOwnProperty.call(seals, tool) ? seals[tool] : undefined;
}

// A list as a set: its items' canonical texts, sorted, each once. Anything else is kept as it
// is (the gate refuses a field that is not a list, and so does the digest's comparison).
function asSet(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return [...new Set(value.map((item: unknown) => canonicalJson(item)))].sort();
}

/** The part of a context the gates of one write read: only its fields, lists read as sets. Throws on a field JSON cannot hold. */
export function contextPart(ctx: unknown, seal: WriteSeal): Record<string, unknown> {
  const sets = seal.sets ?? [];
  const part: Record<string, unknown> = {};
  for (const field of seal.context) {
    const value = readField(ctx, field);
    part[field] = sets.includes(field) ? asSet(value) : value;
  }
  return part;
}

/** The SHA-256 of the part of `ctx` a write's gates read, in hex; sealed into its proposals. */
export async function contextDigest(ctx: unknown, seal: WriteSeal): Promise<string> {
  return digestOf(contextPart(ctx, seal));
}
