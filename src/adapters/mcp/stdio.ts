// MCP over stdio, one JSON-RPC message per line, for `serveMcp`. The SDK's own stdio
// transport closes itself (and the server exits, code 0, saying nothing) when one message
// passes its 10 MB buffer; a server must instead refuse that one message and keep serving.
// Here a line over the limit is skipped as it streams in (never held in memory), answered
// with a JSON-RPC error for its request id, and the next line is read as usual. A line that
// is not JSON, or not a JSON-RPC message, is answered the same way. Which messages are
// JSON-RPC is the SDK's to say: each major's glue passes its own parser, so this file
// imports no SDK.

import process from "node:process";

/** The SDK's check of a parsed line: returns the message, or throws when it is not JSON-RPC 2.0. */
export type ParseMessage<M> = (value: unknown) => M;

/** The largest message read, in bytes, as the SDK's transport has it. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** The most requests read and not yet answered; past it, stdin is not read until one is answered. */
export const MAX_IN_FLIGHT = 32;

// JSON-RPC 2.0 error codes.
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
// The code and words the SDK's own HTTP transport answers a request before `initialize` with.
const NOT_INITIALIZED = -32000;
// The bytes kept of each end of a skipped line, where a serializer puts the request id.
const EDGE = 256;
const NEWLINE = 0x0a;

/** The request id written near either end of a message's text, if one is there. */
function idIn(text: string): string | number | undefined {
  const m = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.){0,200}")/.exec(text);
  if (!m?.[1]) return undefined;
  try {
    return JSON.parse(m[1]) as string | number;
  } catch {
    return undefined;
  }
}

/** The parts of a JSON-RPC message this transport looks at. */
interface Envelope {
  readonly id?: unknown;
  readonly method?: unknown;
  readonly result?: unknown;
  readonly params?: { readonly requestId?: unknown; readonly _meta?: { readonly [key: string]: unknown } | null } | null;
}

// Revision 2026-07-28 has no `initialize`: each request names its revision in this `_meta` key.
const REVISION_KEY = "io.modelcontextprotocol/protocolVersion";

/** True for a request that needs no `initialize` first: one of revision 2026-07-28, or its opening `server/discover`. */
const standsAlone = (m: Envelope): boolean =>
  m.method === "server/discover" || typeof m.params?._meta?.[REVISION_KEY] === "string";

/** A request id, or undefined. */
const idOf = (m: Envelope): string | number | undefined => (typeof m.id === "string" || typeof m.id === "number" ? m.id : undefined);

/**
 * A stdio transport that answers an oversized or malformed message with an error and keeps
 * serving; `M` is the SDK's message type. It reads no more while replies cannot be written
 * (stdout wants a drain) or while MAX_IN_FLIGHT requests await their answers, so a client
 * that writes and never reads stalls itself instead of growing the server's memory. Until
 * `initialize` has been answered, every request but `initialize` and `ping` is refused, except
 * those of revision 2026-07-28, which has no `initialize`.
 */
export class StdioLineTransport<M> {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: M) => void;

  private pieces: Buffer[] = [];
  private size = 0;
  /** Set while the rest of an oversized line is skipped: its first bytes, for the id. */
  private head: string | undefined;
  private tail = "";
  private closed = false;
  /** Chunks read from stdin and not yet split into lines: held while reading is stopped. */
  private queue: Buffer[] = [];
  /** Requests passed on and not yet answered, by id. */
  private readonly pending = new Set<string | number>();
  /** Set while stdout wants a drain: resolved by it. */
  private drained: Promise<void> | undefined;
  /** The id of the `initialize` request being served, until it is answered. */
  private initializeId: string | number | undefined;
  private initialized = false;
  private ended = false;

  constructor(
    private readonly parse: ParseMessage<M>,
    private readonly stdin: NodeJS.ReadableStream = process.stdin,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
    private readonly maxBytes: number = MAX_MESSAGE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer | string): void => {
    this.queue.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
    this.pump();
  };

  /** True while no more may be read: replies wait for stdout, or too many requests await answers. */
  private blocked(): boolean {
    return this.drained !== undefined || this.pending.size >= MAX_IN_FLIGHT;
  }

  /** Reads the lines of the chunks held while not blocked; stops or restarts stdin to match. */
  private pump(): void {
    while (!this.blocked() && !this.closed) {
      const data = this.queue[0];
      if (data === undefined) break;
      const nl = data.indexOf(NEWLINE);
      if (nl === -1) {
        this.queue.shift();
        this.take(data);
        continue;
      }
      this.take(data.subarray(0, nl));
      if (nl + 1 < data.length) this.queue[0] = data.subarray(nl + 1);
      else this.queue.shift();
      this.endLine();
    }
    if (this.closed) return;
    if (this.ended && this.queue.length === 0) void this.close();
    else if (this.blocked()) this.stdin.pause();
    else this.stdin.resume();
  }

  private readonly onError = (error: Error): void => this.onerror?.(error);
  // The lines still held when stdin ends are read first, as they would have been unblocked.
  private readonly onEnd = (): void => {
    this.ended = true;
    this.pump();
  };

  private take(piece: Buffer): void {
    if (this.head !== undefined) {
      this.tail = (this.tail + piece.toString("latin1")).slice(-EDGE);
      return;
    }
    if (this.size + piece.length <= this.maxBytes) {
      this.pieces.push(piece);
      this.size += piece.length;
      return;
    }
    // Over the limit: keep the first bytes for the id, and drop the rest as it comes.
    this.head = Buffer.concat([...this.pieces, piece])
      .subarray(0, EDGE)
      .toString("latin1");
    this.tail = piece.subarray(-EDGE).toString("latin1");
    this.pieces = [];
    this.size = 0;
  }

  private endLine(): void {
    if (this.head !== undefined) {
      const id = idIn(this.head) ?? idIn(this.tail);
      this.head = undefined;
      this.tail = "";
      this.refuse(
        INVALID_REQUEST,
        `The message is over ${this.maxBytes} bytes, the most this server reads; it was not read.`,
        id,
      );
      return;
    }
    const line = Buffer.concat(this.pieces).toString("utf8").replace(/\r$/, "");
    this.pieces = [];
    this.size = 0;
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.refuse(
        PARSE_ERROR,
        "The message is not valid JSON.",
        idIn(line.slice(0, EDGE)) ?? idIn(line.slice(-EDGE)),
      );
      return;
    }
    let message: M;
    try {
      message = this.parse(value);
    } catch {
      const id = (value as { id?: unknown } | null)?.id;
      this.refuse(
        INVALID_REQUEST,
        "The message is not a JSON-RPC 2.0 message.",
        typeof id === "string" || typeof id === "number" ? id : undefined,
      );
      return;
    }
    this.deliver(message, value as Envelope);
  }

  /** Passes a message on, counting requests; before `initialize` is answered, refuses other requests. */
  private deliver(message: M, envelope: Envelope): void {
    const id = idOf(envelope);
    if (typeof envelope.method === "string" && id !== undefined) {
      if (!this.initialized && envelope.method !== "initialize" && envelope.method !== "ping" && !standsAlone(envelope)) {
        this.refuse(NOT_INITIALIZED, "Bad Request: Server not initialized; send initialize first and wait for its answer.", id);
        return;
      }
      if (envelope.method === "initialize") this.initializeId = id;
      this.pending.add(id);
    }
    // The SDK sends no answer to a request the client cancelled: it no longer counts.
    if (envelope.method === "notifications/cancelled") {
      const cancelled = envelope.params?.requestId;
      if (typeof cancelled === "string" || typeof cancelled === "number") this.pending.delete(cancelled);
    }
    this.onmessage?.(message);
  }

  private refuse(
    code: number,
    message: string,
    id: string | number | undefined,
  ): void {
    this.onerror?.(new Error(message));
    const reply = {
      jsonrpc: "2.0" as const,
      ...(id === undefined ? {} : { id }),
      error: { code, message },
    };
    void this.write(JSON.stringify(reply) + "\n");
  }

  private write(text: string): Promise<void> {
    if (this.stdout.write(text)) return this.drained ?? Promise.resolve();
    this.drained ??= new Promise((resolve) =>
      this.stdout.once("drain", () => {
        this.drained = undefined;
        resolve();
        this.pump();
      }),
    );
    return this.drained;
  }

  /** Starts reading stdin. */
  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("error", this.onError);
    this.stdin.on("end", this.onEnd);
  }

  /** Writes one message as one line. */
  async send(message: M): Promise<void> {
    const envelope = message as Envelope;
    const id = idOf(envelope);
    const answered = envelope.method === undefined && id !== undefined && this.pending.delete(id);
    if (answered && id === this.initializeId) {
      this.initializeId = undefined;
      this.initialized ||= envelope.result !== undefined;
    }
    const written = this.write(JSON.stringify(message) + "\n");
    if (answered) this.pump();
    await written;
  }

  /** Stops reading; stdin is paused when nothing else reads it. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stdin.off("data", this.onData);
    this.stdin.off("error", this.onError);
    this.stdin.off("end", this.onEnd);
    if (this.stdin.listenerCount("data") === 0) this.stdin.pause();
    this.pieces = [];
    this.queue = [];
    this.onclose?.();
  }
}
