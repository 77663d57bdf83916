// Starts `contractc lsp` for `.tool` files. The server does the work (diagnostics, hover,
// navigation, completion, rename, formatting, quick fixes); this file only finds and runs it.
const fs = require("node:fs");
const path = require("node:path");
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

/** The server command: the setting, else the workspace's own contractc, else the PATH's. */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration("contractc").get("command", []);
  if (Array.isArray(configured) && configured.length > 0) return { command: configured[0], args: configured.slice(1) };
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const bin = path.join(folder.uri.fsPath, "node_modules", ".bin", process.platform === "win32" ? "contractc.cmd" : "contractc");
    if (fs.existsSync(bin)) return { command: bin, args: ["lsp"] };
  }
  return { command: "contractc", args: ["lsp"] };
}

/** Called by VS Code when a `.tool` file opens. */
function activate(context) {
  const run = { ...serverCommand(), transport: TransportKind.stdio };
  client = new LanguageClient("contractc", "contractc", { run, debug: run }, { documentSelector: [{ scheme: "file", language: "tool" }] });
  context.subscriptions.push(client);
  return client.start();
}

/** Called by VS Code on shutdown. */
function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
