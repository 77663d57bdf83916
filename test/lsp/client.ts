// A real LSP client for the tests: the built `contractc lsp` started as a child process,
// spoken to over stdio with vscode-jsonrpc's message connection.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import type { Diagnostic, PublishDiagnosticsParams } from "vscode-languageserver-protocol";

/** The built command. */
export const CLI = path.join(import.meta.dirname, "../../dist/src/cli/main.js");

/** A running server and the client connected to it. */
export interface Session {
  readonly connection: MessageConnection;
  readonly child: ChildProcess;
  /** The messages the server logged (`window/logMessage`). */
  readonly logs: string[];
  /** The methods the server registered dynamically (`client/registerCapability`). */
  readonly registered: string[];
  /** The latest diagnostics published for each URI. */
  readonly diagnostics: Map<string, Diagnostic[]>;
  /** Resolves with the next diagnostics published for a URI that satisfy `test`. */
  nextDiagnostics(uri: string, test?: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  /** Shuts the server down and waits for it to exit; resolves with its exit code. */
  close(): Promise<number | null>;
}

/** The `file:` URI of a path. */
export const uriOf = (file: string): string => pathToFileURL(file).href;

/** How a test starts the server: the client's capabilities, and spawn options (a user id, say). */
export interface StartOptions {
  readonly capabilities?: Record<string, unknown>;
  readonly spawn?: SpawnOptions;
}

/** Starts `contractc lsp` on a workspace folder and completes the initialize handshake. */
export async function startServer(root: string, initializationOptions: Record<string, unknown> = {}, options: StartOptions = {}): Promise<Session> {
  const child = spawn(process.execPath, [CLI, "lsp", "--stdio"], { cwd: root, ...options.spawn, stdio: ["pipe", "pipe", "inherit"] });
  const connection = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const diagnostics = new Map<string, Diagnostic[]>();
  const waiters: { uri: string; test: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void }[] = [];
  connection.onNotification("textDocument/publishDiagnostics", (p: PublishDiagnosticsParams) => {
    diagnostics.set(p.uri, p.diagnostics);
    for (const w of [...waiters]) {
      if (w.uri === p.uri && w.test(p.diagnostics)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p.diagnostics);
      }
    }
  });
  const logs: string[] = [];
  connection.onNotification("window/logMessage", (p: { message: string }) => void logs.push(p.message));
  const registered: string[] = [];
  connection.onRequest("client/registerCapability", (p: { registrations: { method: string }[] }) => {
    registered.push(...p.registrations.map((r) => r.method));
    return null;
  });
  connection.listen();
  await connection.sendRequest("initialize", { processId: process.pid, rootUri: uriOf(root), capabilities: options.capabilities ?? {}, initializationOptions });
  await connection.sendNotification("initialized", {});
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    connection,
    child,
    logs,
    registered,
    diagnostics,
    nextDiagnostics: (uri, test = () => true) => new Promise((resolve) => waiters.push({ uri, test, resolve })),
    async close() {
      await connection.sendRequest("shutdown");
      await connection.sendNotification("exit");
      const code = await exited;
      connection.dispose();
      return code;
    },
  };
}
