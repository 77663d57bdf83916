// Emits the fixed runtime into every toolset's folder, so generated code needs no runtime
// package: `runtime.ts` (the public part, copied) and `runtime-gates.ts` (the internal
// modules, joined into one). The sources stay split by concern in `src/runtime/`; the
// copies are joined because every file a build creates costs more than its bytes.
import fs from "node:fs";
import type { Toolset } from "../model.js";
import { Imports, type EmittedFile } from "./printer.js";

/** The public runtime module, copied as it is. */
export const RUNTIME_ENTRY = "runtime.ts";

/** The internal runtime modules, in dependency order, joined into `runtime-gates.ts`. */
export const RUNTIME_PARTS = [
  "runtime-json.ts",
  "runtime-settle.ts",
  "runtime-gates.ts",
  "runtime-seal.ts",
  "runtime-store.ts",
  "runtime-writes.ts",
] as const;

// Where the sources are, seen from this module: `src/emit/` when run from source,
// `dist/src/emit/` when compiled (the package ships `src/runtime` beside `dist`).
const FOLDERS = ["../runtime/", "../../../src/runtime/"];

const JOINED = "./runtime-gates.js";
const PART_SPECIFIERS = new Set(RUNTIME_PARTS.map((p) => `./${p.replace(/\.ts$/, ".js")}`));

// `import { a, type B } from "./x.js";` and `export { ... } from "./x.js";`, on one line or broken.
const LINK = /^(import|export) (type )?\{([^}]*)\} from "([^"]+)";\n/gm;

/** The header of the joined module. */
const JOINED_HEADER = [
  "// The runtime's internal steps, shared by every generated dispatcher: the JSON text of",
  "// replies, running application code, and the gates. Import the public names from",
  "// `runtime.ts` (or `index.ts`); these may change between contractc versions.",
].join("\n");

/** Joins the internal modules: links between them dropped, their other imports merged at the top. */
export function joinParts(texts: readonly string[]): string {
  const imports = new Imports();
  const bodies = texts.map((text) =>
    text.replace(LINK, (line, verb: string, typeOnly: string | undefined, names: string, from: string) => {
      if (PART_SPECIFIERS.has(from)) return "";
      if (verb === "export") return line;
      for (const raw of names.split(",").map((n) => n.trim()).filter(Boolean)) {
        const [name, isType] = raw.startsWith("type ") ? [raw.slice(5), true] : [raw, Boolean(typeOnly)];
        if (isType) imports.type(from, name);
        else imports.value(from, name);
      }
      return "";
    }),
  );
  // Removed lines leave runs of blank lines, which prettier would fold into one.
  const joined = bodies.map((b) => b.trim().replace(/\n{3,}/g, "\n\n")).join("\n\n");
  return `${JOINED_HEADER}\n${imports.render()}\n${joined}\n`;
}

/** The public module with its links to the internal modules pointed at the joined one. */
function retarget(text: string): string {
  return text.replace(LINK, (line, _verb: string, _type: string | undefined, _names: string, from: string) =>
    PART_SPECIFIERS.has(from) ? line.replace(`"${from}"`, `"${JOINED}"`) : line,
  );
}

let cache: EmittedFile[] | undefined;

function readRuntime(): EmittedFile[] {
  for (const folder of FOLDERS) {
    const base = new URL(folder, import.meta.url);
    if (!fs.existsSync(new URL(RUNTIME_ENTRY, base))) continue;
    const read = (p: string): string => fs.readFileSync(new URL(p, base), "utf8");
    // The sources are kept prettier-formatted, and joining keeps them so (a test proves it).
    return [
      { path: RUNTIME_ENTRY, text: retarget(read(RUNTIME_ENTRY)), formatted: true },
      { path: "runtime-gates.ts", text: joinParts(RUNTIME_PARTS.map(read)), formatted: true },
    ];
  }
  throw new Error("the runtime sources (src/runtime/*.ts) are missing from the contractc package");
}

/** Emits `runtime.ts` and `runtime-gates.ts`, read once per process. */
export function emitRuntime(_ts: Toolset): EmittedFile[] {
  cache ??= readRuntime();
  return cache;
}
