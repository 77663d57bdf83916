// Bundles the command line (dist/src/cli/run.js and all it imports, as tsc compiled them)
// into a few files beside it: dist/src/cli/bundle.js, the chunks each command loads on
// demand, and the language server's format worker. Node resolves, reads and links each
// module of its own, and the compiler is some 150 modules, so a one-file rebuild spent
// about a third of its time loading them; esbuild joins them, with every dynamic import
// kept a chunk of its own, so `build` still loads the parser only when a contract changed.
// Every file lands in the folder of the code it replaces, so paths the code resolves
// from its own URL (the runtime sources, package.json, the compiler's fingerprint) resolve
// the same from a chunk. Dependencies stay in node_modules.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const OUT = "dist/src/cli";

// The hashes of the compiled code, made from the files bundled here, written into the bundle
// so that the command need not read those files again on every run to make its fingerprint.
const { computedCodeHashes } = (await import(pathToFileURL(path.resolve("dist/src/output/fingerprint.js")).href)) as typeof import("../src/output/fingerprint.js");

const result = await build({
  entryPoints: { bundle: `${OUT}/run.js`, "format-worker": "dist/src/lsp/format-worker.js" },
  outdir: OUT,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // No `keepNames`: it wraps every function in a call that sets its name, inner ones each
  // time they are made (about 15 ms of a one-file rebuild), and nothing reads those names.
  chunkNames: "chunk-[hash]",
  define: { CONTRACTC_CODE_HASHES: JSON.stringify(computedCodeHashes()) },
  logLevel: "warning",
  metafile: true,
});

// Which compiled modules each file of the bundle holds, so a test can still tell which of
// the compiler's modules a command loaded (the parser only when a contract changed, ...).
const modules: Record<string, string[]> = {};
for (const [file, out] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith(".js")) modules[path.basename(file)] = Object.keys(out.inputs).map((i) => path.relative(OUT, i).split(path.sep).join("/")).sort();
}
fs.writeFileSync(`${OUT}/bundle-modules.json`, `${JSON.stringify(modules, null, 1)}\n`);
