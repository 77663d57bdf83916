// Diagnostics as the author types: after a pause of `delayMs` since the last change, every
// file of the project whose diagnostics changed is published, from the same registry of
// codes and messages as `contractc build`.
import { DiagnosticSeverity, type Connection, type Diagnostic as LspDiagnostic } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Diagnostic } from "../diagnostics/diagnostic.js";
import type { Project } from "./project.js";
import { toRange } from "./ranges.js";

/** A diagnostic in the editor's form; `code` is the registry's stable code. With `strict`, smells are errors, as `--strict` makes them. */
export function toLsp(doc: TextDocument, d: Diagnostic, strict = false): LspDiagnostic {
  return {
    range: toRange(doc, d.span),
    severity: d.severity === "error" || strict ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: "contractc",
    message: d.message,
  };
}

/** Publishes diagnostics, debounced. A file is published again when its version or its diagnostics changed. */
export class DiagnosticsPublisher {
  private timer: NodeJS.Timeout | undefined;
  private readonly sent = new Map<string, string>();
  /** Smells as errors (`--strict`). */
  strict = false;

  constructor(
    private readonly connection: Connection,
    private readonly project: Project,
    private readonly delayMs: number,
  ) {}

  /** Publishes after the pause; a change before then restarts it. */
  schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.publish();
    }, this.delayMs);
  }

  /** Publishes every file whose text or diagnostics changed since they were last sent. */
  publish(): void {
    const all = this.project.diagnostics();
    // A file that left the project (deleted on disk) has its diagnostics cleared.
    for (const uri of this.sent.keys()) {
      if (all.has(uri)) continue;
      this.sent.delete(uri);
      void this.connection.sendDiagnostics({ uri, diagnostics: [] });
    }
    for (const [uri, list] of all) {
      const a = this.project.get(uri);
      if (!a) continue;
      const diagnostics = list.map((d) => toLsp(a.doc, d, this.strict));
      const key = `${a.doc.version} ${JSON.stringify(diagnostics)}`;
      if (this.sent.get(uri) === key) continue;
      this.sent.set(uri, key);
      void this.connection.sendDiagnostics({ uri, version: a.doc.version, diagnostics });
    }
  }

  /** Stops a pending publication. */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
