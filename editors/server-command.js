// How the extension starts `contractc lsp`, apart from VS Code so that it can be tested:
// the `contractc.command` setting, else the workspace's own contractc, else the PATH's.
// On Windows the workspace's command is `contractc.cmd`, a batch file, which Node (since
// its fix for CVE-2024-27980) only runs through a shell: `shell: true` for it.
const path = require("node:path");

/**
 * The executable for vscode-languageclient: `configured` is the setting (an array),
 * `folders` the workspace folders' paths, `exists` tells whether a file exists.
 */
function serverExecutable(configured, folders, platform, exists) {
  const batch = (command) => platform === "win32" && /\.(cmd|bat)$/i.test(command);
  const make = (command, args) => ({ command, args, options: batch(command) ? { shell: true } : {} });
  if (Array.isArray(configured) && configured.length > 0) return make(String(configured[0]), configured.slice(1).map(String));
  for (const folder of folders) {
    const bin = path.join(folder, "node_modules", ".bin", platform === "win32" ? "contractc.cmd" : "contractc");
    if (exists(bin)) return make(bin, ["lsp"]);
  }
  // On Windows the PATH's contractc is also a .cmd shim, found only through a shell.
  return { command: "contractc", args: ["lsp"], options: platform === "win32" ? { shell: true } : {} };
}

module.exports = { serverExecutable };
