// Starts `contractc lsp` for `.tool` files. The server does the work (diagnostics, hover,
// navigation, completion, rename, formatting, quick fixes); this file only finds and runs it.
// Bundled with its client library into dist/extension.js (build.mjs) for packaging.
const fs = require("node:fs");
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");
const { serverExecutable } = require("./server-command.js");

let client;

/** Called by VS Code when a `.tool` file opens. */
function activate(context) {
  const configured = vscode.workspace.getConfiguration("contractc").get("command", []);
  const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
  const run = { ...serverExecutable(configured, folders, process.platform, fs.existsSync), transport: TransportKind.stdio };
  client = new LanguageClient("contractc", "contractc", { run, debug: run }, { documentSelector: [{ scheme: "file", language: "tool" }] });
  context.subscriptions.push(client);
  return client.start();
}

/** Called by VS Code on shutdown. */
function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
