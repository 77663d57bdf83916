// How the write path talks to the run-once store: every call bounded by `storeTimeoutMs`
// and classified, never thrown; records that must not be lost (an outcome, an audit
// record) retried, and kept to be retried again before the next store call when the store
// still fails; and audit records whose every text is bounded.
import { bound } from "./runtime.js";
import { settle } from "./runtime-settle.js";
import { canonicalJson, webCrypto } from "./runtime-seal.js";
import type { AuditRecord, Outcome, RunOnceStore } from "./runtime-store.js";

/** A store call's answer: its value, or that it failed or did not answer in time. */
export type StoreAnswer<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** The longest arguments text an audit record keeps; longer arguments are kept as their digest. */
export const AUDIT_ARGS_MAX = 16384;

/** The records kept to be written once the store answers again, at most. */
export const MAX_OWED = 1000;

// The pauses between tries of a record that must not be lost.
const RETRY_MS = [20, 80, 250, 600, 1200];

/** One record still to be written: an outcome, or an audit record. */
type Owed =
  | {
      readonly kind: "outcome";
      readonly id: string;
      readonly attempt: number;
      readonly outcome: Outcome;
      readonly code: string;
    }
  | { readonly kind: "audit"; readonly record: AuditRecord };

/** The write path's side of the store. */
export class Ledger {
  private readonly owed: Owed[] = [];
  /** Audit records given up on during a long store outage, to keep the owed list bounded. */
  dropped = 0;

  constructor(
    readonly store: RunOnceStore | undefined,
    private readonly timeoutMs: number,
    private readonly callback: ((record: AuditRecord) => unknown) | undefined,
  ) {}

  /** Calls the store once, bounded by the timeout; first retries what is still owed. */
  async ask<T>(run: (store: RunOnceStore) => T | PromiseLike<T>): Promise<StoreAnswer<T>> {
    const store = this.store;
    if (store === undefined) return { ok: false, reason: "no store" };
    await this.settleOwed();
    const answer = await settle(() => run(store), this.timeoutMs);
    return answer.ok ? { ok: true, value: answer.value } : { ok: false, reason: answer.reason };
  }

  /** Records an outcome, retrying; false when it could not be recorded (it stays owed). */
  async outcome(id: string, attempt: number, outcome: Outcome, code: string): Promise<boolean> {
    const owed: Owed = { kind: "outcome", id, attempt, outcome, code };
    if (await this.write(owed, true)) return true;
    this.owe(owed);
    return false;
  }

  /** Hands an audit record to the callback and keeps it in the store, retrying; neither can fail the call. */
  async audit(record: AuditRecord): Promise<void> {
    const callback = this.callback;
    if (callback !== undefined) await settle(() => callback(record), this.timeoutMs);
    const owed: Owed = { kind: "audit", record };
    if (!(await this.write(owed, true))) this.owe(owed);
  }

  /** How many records are still owed to the store. */
  get owing(): number {
    return this.owed.length;
  }

  /** Tries once more every owed record, oldest first; those that fail stay owed. */
  async settleOwed(): Promise<void> {
    if (this.owed.length === 0) return;
    const now = this.owed.splice(0);
    for (const o of now) if (!(await this.write(o, false))) this.owe(o);
  }

  // Keeps a record to write later. Through a long outage the oldest audit records go first
  // (counted in `dropped`); an outcome is never dropped: it is what stops a second run.
  private owe(o: Owed): void {
    this.owed.push(o);
    if (this.owed.length <= MAX_OWED) return;
    const audit = this.owed.findIndex((x) => x.kind === "audit");
    if (audit < 0) return;
    this.owed.splice(audit, 1);
    this.dropped++;
  }

  private async write(o: Owed, retry: boolean): Promise<boolean> {
    const store = this.store;
    if (store === undefined) return true;
    const tries = retry ? RETRY_MS.length + 1 : 1;
    for (let i = 0; i < tries; i++) {
      // The pauses grow, none longer than the store's own timeout.
      if (i > 0)
        await new Promise((r) => setTimeout(r, Math.min(RETRY_MS[i - 1] ?? 0, this.timeoutMs)));
      const done = await settle(
        () =>
          o.kind === "outcome"
            ? store.finish(o.id, o.attempt, o.outcome, o.code)
            : store.audit(o.record),
        this.timeoutMs,
      );
      if (done.ok) return true;
    }
    return false;
  }
}

/** What an audit record says of a proposal: its id, tool, arguments and task, each bounded. */
export interface Audited {
  readonly operation_id: string;
  readonly tool: string;
  readonly args: unknown;
  readonly task_id: string;
}

/** An audit record with every text bounded, and arguments too long to keep replaced by their digest. */
export async function auditRecord(
  event: AuditRecord["event"],
  p: Audited,
  fields: {
    readonly by: string | null;
    readonly code: string;
    readonly started: number;
    readonly reason?: string;
    readonly digest?: string;
  },
): Promise<AuditRecord> {
  const now = Date.now();
  let args = p.args;
  let digest = fields.digest;
  const text = safeCanonical(args);
  if (text === undefined || text.length > AUDIT_ARGS_MAX) {
    digest ??= text === undefined ? "unreadable" : await sha256(text);
    args = null;
  }
  return {
    event,
    operation_id: bound(p.operation_id, 200),
    tool: bound(p.tool, 100),
    args,
    by: fields.by === null ? null : bound(fields.by, 200),
    at: new Date(now).toISOString(),
    code: bound(fields.code, 60),
    duration_ms: now - fields.started,
    task_id: p.task_id === "" ? null : bound(p.task_id, 200),
    ...(fields.reason === undefined ? {} : { reason: bound(fields.reason, 2000) }),
    ...(digest === undefined ? {} : { digest }),
  };
}

/** The SHA-256 of anything (a refused proposal), or `unreadable` when it has no JSON form; never cached, never kept. */
export async function digestOfAnything(value: unknown): Promise<string> {
  const text = safeCanonical(value);
  return text === undefined ? "unreadable" : sha256(text);
}

async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await webCrypto().subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
  let out = "sha256:";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

function safeCanonical(value: unknown): string | undefined {
  try {
    return canonicalJson(value);
  } catch {
    return undefined;
  }
}
