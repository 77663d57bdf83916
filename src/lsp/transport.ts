// Reads LSP messages from a stream, surviving malformed framing. A message whose header
// lacks a valid `Content-Length` (missing, negative, not a number) or ends its lines with
// a bare LF is skipped, with a line on stderr, and reading resumes at the next header;
// vscode-jsonrpc's own reader stops answering after such a message, though it lives on.
import type { Readable } from "node:stream";
import { AbstractMessageReader, type DataCallback, type Disposable, type Message } from "vscode-languageserver/node";

const END = Buffer.from("\r\n\r\n", "latin1");
/** A header block never grows past this; past it, what was read is skipped. */
const MAX_HEADER = 64 * 1024;
const FIELD = /^[A-Za-z0-9-]+:[^\r\n]*$/;

/** Why a header block is not a valid one, or its body's length. */
export function headerLength(header: string): number | string {
  const lines = header.split("\r\n");
  if (lines.some((l) => !FIELD.test(l))) return header.includes("\n") ? "a header line ends in a bare LF" : "a header line is not 'Name: value'";
  const field = lines.find((l) => /^content-length:/i.test(l));
  if (!field) return "no Content-Length";
  const value = field.slice(field.indexOf(":") + 1).trim();
  if (!/^\d+$/.test(value)) return `Content-Length '${value}' is not a length`;
  return Number(value);
}

/** A message reader that skips malformed messages instead of wedging. */
export class FramedReader extends AbstractMessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  /** The length of the body being read, or -1 while reading a header. */
  private length = -1;

  constructor(
    private readonly stream: Readable,
    private readonly log: (line: string) => void,
  ) {
    super();
  }

  /** Starts reading; each message read is handed to `callback`. */
  listen(callback: DataCallback): Disposable {
    const data = (chunk: Buffer): void => this.read(chunk, callback);
    const error = (e: Error): void => this.fireError(e);
    const close = (): void => this.fireClose();
    this.stream.on("data", data);
    this.stream.on("error", error);
    this.stream.on("close", close);
    this.stream.on("end", close);
    return {
      dispose: () => {
        this.stream.off("data", data);
        this.stream.off("error", error);
        this.stream.off("close", close);
        this.stream.off("end", close);
      },
    };
  }

  private skip(bytes: number, why: string): void {
    this.buffer = this.buffer.subarray(bytes);
    this.log(`contractc lsp: skipped ${bytes} bytes of a malformed message: ${why}`);
  }

  private read(chunk: Buffer, callback: DataCallback): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (this.length >= 0) {
        if (this.buffer.length < this.length) return;
        const body = this.buffer.subarray(0, this.length).toString("utf8");
        this.buffer = this.buffer.subarray(this.length);
        this.length = -1;
        const message = parse(body);
        if (message) callback(message);
        else this.log("contractc lsp: skipped a message whose body is not a JSON-RPC object");
        continue;
      }
      const end = this.buffer.indexOf(END);
      if (end < 0) {
        if (this.buffer.length > MAX_HEADER) this.skip(resync(this.buffer.toString("latin1")) || this.buffer.length, "no end of header");
        return;
      }
      const header = this.buffer.toString("latin1", 0, end);
      const length = headerLength(header);
      if (typeof length === "number") {
        this.buffer = this.buffer.subarray(end + END.length);
        this.length = length;
        continue;
      }
      // The next message's header may already be inside this block (after a bare-LF
      // header and its body, say): resume there, else after the block.
      this.skip(resync(header) || end + END.length, length);
    }
  }
}

/** Where the last `Content-Length` field starts in `text`, past its start; 0 when none does. */
function resync(text: string): number {
  const at = text.toLowerCase().lastIndexOf("content-length:");
  return at > 0 ? at : 0;
}

/** A message body as a JSON-RPC message, or undefined. */
function parse(body: string): Message | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Message) : undefined;
  } catch {
    return undefined;
  }
}
