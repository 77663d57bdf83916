// Bundles the extension and its client library into one file, dist/extension.js, the
// only code the packaged extension carries (see .vscodeignore). `vscode` is provided by
// the editor. Run: `node editors/build.mjs` (before `npx @vscode/vsce package`).
import { build } from "esbuild";

await build({
  entryPoints: [new URL("./extension.js", import.meta.url).pathname],
  outfile: new URL("./dist/extension.js", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  external: ["vscode"],
  logLevel: "warning",
});
