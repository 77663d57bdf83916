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

// JSON-RPC 2.0 error codes.
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
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

/** A stdio transport that answers an oversized or malformed message with an error and keeps serving; `M` is the SDK's message type. */
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

  constructor(
    private readonly parse: ParseMessage<M>,
    private readonly stdin: NodeJS.ReadableStream = process.stdin,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
    private readonly maxBytes: number = MAX_MESSAGE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer | string): void => {
    const data = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const nl = data.indexOf(NEWLINE, start);
      this.take(data.subarray(start, nl === -1 ? data.length : nl));
      if (nl === -1) return;
      this.endLine();
      start = nl + 1;
    }
  };

  private readonly onError = (error: Error): void => this.onerror?.(error);
  private readonly onEnd = (): void => void this.close();

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
    return new Promise((resolve) => {
      if (this.stdout.write(text)) resolve();
      else this.stdout.once("drain", resolve);
    });
  }

  /** Starts reading stdin. */
  async start(): Promise<void> {
    this.stdin.on("data", this.onData);
    this.stdin.on("error", this.onError);
    this.stdin.on("end", this.onEnd);
  }

  /** Writes one message as one line. */
  async send(message: M): Promise<void> {
    await this.write(JSON.stringify(message) + "\n");
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
    this.onclose?.();
  }
}
