// Contracts changed on disk, not in the editor: a file written by another program, a new
// file, a deleted one. The client watches when it offers to (`workspace/
// didChangeWatchedFiles`, registered dynamically); otherwise the server watches the
// workspace folder itself with chokidar. Either way the project re-reads the file.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { watch, type FSWatcher } from "chokidar";
import { DidChangeWatchedFilesNotification, FileChangeType, type ClientCapabilities, type Connection } from "vscode-languageserver";
import type { Project } from "./project.js";
import { skipped } from "./workspace.js";

/** How long the server's own watcher gathers changes before reading them. */
export const SETTLE_MS = 30;

/** Whether the client watches files for the server when asked. */
export const clientWatches = (c: ClientCapabilities): boolean => c.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;

/** Keeps the project in step with the disk; `changed` runs after each batch of changes. Returns a stop function. */
export function watchWorkspace(connection: Connection, project: Project, byClient: boolean, changed: () => void): () => Promise<void> {
  const log = (problem: string | undefined): void => void (problem && connection.console.warn(problem));
  if (byClient) {
    connection.onDidChangeWatchedFiles((p) => {
      for (const c of p.changes) {
        if (c.type === FileChangeType.Deleted) project.forget(c.uri);
        else log(project.reload(c.uri));
      }
      changed();
    });
    // A client that offered to watch but then refuses leaves the watching to the server.
    let stop = (): Promise<void> => Promise.resolve();
    connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.tool" }] }).catch(() => {
      stop = watchDisk(connection, project, changed);
    });
    return () => stop();
  }
  return watchDisk(connection, project, changed);
}

/** The server's own watcher of the workspace folder. */
function watchDisk(connection: Connection, project: Project, changed: () => void): () => Promise<void> {
  const log = (problem: string | undefined): void => void (problem && connection.console.warn(problem));
  const root = project.root;
  if (!root) return () => Promise.resolve();
  const watcher: FSWatcher = watch(root, {
    ignoreInitial: true,
    atomic: true,
    ignored: (p: string) => p !== root && skipped(path.basename(p)),
  });
  // Changes are gathered for a moment and each file read once after: a program writing a
  // file truncates it first, and a read between the two steps would see it empty.
  const pending = new Map<string, "read" | "forget">();
  let timer: NodeJS.Timeout | undefined;
  const settle = (): void => {
    timer = undefined;
    for (const [uri, what] of pending) {
      if (what === "forget") project.forget(uri);
      else log(project.reload(uri));
    }
    pending.clear();
    changed();
  };
  watcher.on("all", (event, file) => {
    const abs = path.resolve(root, file);
    if (event === "unlinkDir") {
      for (const uri of project.uris()) if (uri.startsWith(pathToFileURL(abs).href + "/")) pending.set(uri, "forget");
    } else if (abs.endsWith(".tool") && event !== "addDir") pending.set(pathToFileURL(abs).href, event === "unlink" ? "forget" : "read");
    else return;
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  });
  watcher.on("error", (e) => connection.console.warn(`watching the workspace: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`));
  // What changed between the first scan and the watcher's readiness is read now (what
  // cannot be read was logged by the first scan).
  watcher.once("ready", () => {
    project.scan();
    changed();
  });
  return () => {
    clearTimeout(timer);
    return watcher.close();
  };
}
