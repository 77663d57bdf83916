// `contractc lsp`: the language server on stdin/stdout. This file only wires requests to
// the features, one file each beside it; vscode-languageserver does the protocol.
import { fileURLToPath } from "node:url";
import { CodeLensRefreshRequest, createConnection, ProposedFeatures, StreamMessageWriter, TextDocuments, TextDocumentSyncKind } from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import { codeActions } from "./code-actions.js";
import { codeLenses } from "./code-lens.js";
import { completion } from "./completion.js";
import { definition } from "./definition.js";
import { DiagnosticsPublisher } from "./diagnostics.js";
import { Formatter } from "./formatter.js";
import { BUILD_COMMAND, GeneratedState } from "./generated.js";
import { formatting } from "./formatting.js";
import { hover } from "./hover.js";
import { Project } from "./project.js";
import { rangeFormatting } from "./range-formatting.js";
import { references } from "./references.js";
import { prepareRename, rename } from "./rename.js";
import { LEGEND, semanticTokens } from "./semantic-tokens.js";
import { readSettings } from "./settings.js";
import { FramedReader } from "./transport.js";
import { clientWatches, watchWorkspace } from "./watching.js";
import { documentSymbols } from "./symbols.js";

/**
 * How long diagnostics wait after the last change, unless the client sets
 * `diagnosticsDelayMs`. Short: keystrokes that arrive while an analysis runs are
 * coalesced anyway (the analysis holds the thread), so the pause only has to gather a
 * burst of changes sent at once (a paste, multi-cursor edits, auto-closed brackets).
 */
export const DEFAULT_DELAY_MS = 20;

/** Serves one client until it exits; resolves with the exit code. */
export function serve(): Promise<number> {
  const connection = createConnection(ProposedFeatures.all, new FramedReader(process.stdin, (line) => process.stderr.write(line + "\n")), new StreamMessageWriter(process.stdout));
  const documents = new TextDocuments(TextDocument);
  let project = new Project(undefined);
  let publisher: DiagnosticsPublisher | undefined;
  const formatter = new Formatter();
  let problems: string[] = [];
  let byClient = false;
  let stopWatching = (): Promise<void> => Promise.resolve();
  let settings = readSettings(undefined);
  let generated = new GeneratedState(undefined, () => undefined, () => undefined);
  let lensRefresh = false;
  const onDisk = (): void => {
    publisher?.schedule();
    void generated.refresh();
  };

  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    settings = readSettings(params.initializationOptions);
    project = new Project(folder?.startsWith("file:") ? fileURLToPath(folder) : undefined, settings.contracts);
    lensRefresh = params.capabilities.workspace?.codeLens?.refreshSupport === true;
    generated = new GeneratedState(project.root, () => settings.contracts, () => void (lensRefresh && connection.sendRequest(CodeLensRefreshRequest.type).catch(() => undefined)));
    problems = project.scan();
    byClient = clientWatches(params.capabilities);
    const options = (params.initializationOptions ?? {}) as { diagnosticsDelayMs?: unknown };
    const delay = typeof options.diagnosticsDelayMs === "number" && options.diagnosticsDelayMs >= 0 ? options.diagnosticsDelayMs : DEFAULT_DELAY_MS;
    publisher = new DiagnosticsPublisher(connection, project, delay);
    publisher.strict = settings.strict;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        completionProvider: { triggerCharacters: [".", ":", " ", "|", "("] },
        renameProvider: { prepareProvider: true },
        documentSymbolProvider: true,
        documentFormattingProvider: true,
        documentRangeFormattingProvider: true,
        codeLensProvider: { resolveProvider: false },
        executeCommandProvider: { commands: [BUILD_COMMAND] },
        codeActionProvider: { codeActionKinds: ["quickfix"] },
        semanticTokensProvider: { legend: LEGEND, full: true },
      },
      serverInfo: { name: "contractc" },
    };
  });
  connection.onInitialized(() => {
    for (const problem of problems) connection.console.warn(problem);
    stopWatching = watchWorkspace(connection, project, byClient, onDisk);
    onDisk();
  });
  connection.onDidChangeConfiguration((p) => {
    settings = readSettings(p.settings);
    for (const problem of project.setContracts(settings.contracts)) connection.console.warn(problem);
    if (publisher) publisher.strict = settings.strict;
    onDisk();
  });
  documents.onDidOpen((e) => {
    project.setOpen(e.document);
    publisher?.schedule();
  });
  documents.onDidChangeContent((e) => {
    project.setOpen(e.document);
    publisher?.schedule();
  });
  documents.onDidSave(() => void generated.refresh());
  documents.onDidClose((e) => {
    project.close(e.document.uri);
    publisher?.schedule();
  });
  connection.onHover((p) => hover(project, p));
  connection.onDefinition((p) => definition(project, p));
  connection.onReferences((p) => references(project, p));
  connection.onCompletion((p) => completion(project, p));
  connection.onPrepareRename((p) => prepareRename(project, p));
  connection.onRenameRequest((p) => rename(project, p));
  connection.onDocumentSymbol((p) => documentSymbols(project, p));
  connection.onDocumentFormatting((p) => formatting(project, formatter, p));
  connection.onDocumentRangeFormatting((p) => rangeFormatting(project, formatter, p));
  connection.onCodeAction((p) => codeActions(project, p));
  connection.onCodeLens((p) => codeLenses(project, generated, p));
  connection.onExecuteCommand((p) => (p.command === BUILD_COMMAND ? generated.build() : null));
  connection.languages.semanticTokens.on((p) => semanticTokens(project, p));

  return new Promise((resolve) => {
    connection.onShutdown(() => {
      publisher?.dispose();
      formatter.dispose();
      return stopWatching();
    });
    connection.onExit(() => resolve(0));
    documents.listen(connection);
    connection.listen();
  });
}
