// `contractc init`: a project's first contract. It writes a commented starter contract, a
// small typed app file wired to the toolset it compiles to, the package.json scripts that
// build and check, and the .gitattributes lines; then builds once. It never overwrites:
// a contracts folder that already holds contracts, or an app file that exists, is refused.
import fs from "node:fs";
import path from "node:path";
import type { CliOptions } from "./args.js";
import { build } from "./commands.js";
import { appFile, gitattributesLines, STARTER, STARTER_CONTRACT } from "./init-files.js";
import { UsageError } from "./pipeline.js";
import { say } from "./report.js";
import { findToolFiles } from "../sources.js";

/** Where the app file goes, beside the project's own sources. */
export const APP_FILE = "src/contract-tools.ts";

const slash = (p: string): string => p.split(path.sep).join("/");

/** The package.json scripts init adds, when the project has none of those names. */
function addScripts(pkgPath: string, opts: CliOptions, note: (line: string) => void): void {
  const flags = (opts.contracts === "contracts" ? "" : ` --contracts ${opts.contracts}`) + (opts.out === "generated" ? "" : ` --out ${opts.out}`);
  const want: Record<string, string> = { prebuild: `contractc build${flags}`, check: `contractc check${flags}` };
  const text = fs.existsSync(pkgPath) ? fs.readFileSync(pkgPath, "utf8") : undefined;
  let pkg: { scripts?: Record<string, string> } & Record<string, unknown>;
  try {
    pkg = text === undefined ? { name: path.basename(path.resolve(".")).toLowerCase().replace(/[^a-z0-9-]/g, "-"), private: true, type: "module" } : (JSON.parse(text) as typeof pkg);
  } catch {
    throw new UsageError(`${pkgPath} is not valid JSON; fix it and run init again`);
  }
  const scripts = { ...(pkg.scripts ?? {}) };
  for (const [name, command] of Object.entries(want)) {
    if (scripts[name] === undefined) scripts[name] = command;
    else if (!scripts[name].includes("contractc")) note(`package.json already has a '${name}' script; add '${command}' to it`);
  }
  pkg.scripts = scripts;
  // Two-space indentation, as npm writes the file.
  fs.writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** Appends the .gitattributes lines not already there. */
function addGitattributes(out: string): void {
  const file = ".gitattributes";
  const have = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const missing = gitattributesLines(out).filter((l) => !have.split(/\r?\n/).includes(l));
  if (missing.length === 0) return;
  const sep = have === "" || have.endsWith("\n") ? "" : "\n";
  fs.writeFileSync(file, `${have}${sep}${missing.join("\n")}\n`);
}

/** `init`: refuses (exit 2) where it would overwrite; otherwise writes the starter files and builds them. */
export async function init(opts: CliOptions): Promise<number> {
  if (fs.existsSync(opts.contracts) && !fs.statSync(opts.contracts).isDirectory()) throw new UsageError(`'${opts.contracts}' is a file, not a contracts folder`);
  if (fs.existsSync(opts.contracts) && findToolFiles(opts.contracts).length > 0) throw new UsageError(`'${opts.contracts}' already holds contracts; init starts a project that has none`);
  if (fs.existsSync(APP_FILE)) throw new UsageError(`${APP_FILE} exists; init writes nothing over a file`);
  const notes: string[] = [];
  addScripts("package.json", opts, (l) => notes.push(l));
  fs.mkdirSync(opts.contracts, { recursive: true });
  const contract = path.join(opts.contracts, `${STARTER}.tool`);
  fs.writeFileSync(contract, STARTER_CONTRACT);
  fs.mkdirSync(path.dirname(APP_FILE), { recursive: true });
  let generated = slash(path.relative(path.dirname(APP_FILE), opts.out));
  if (!generated.startsWith(".")) generated = `./${generated}`;
  fs.writeFileSync(APP_FILE, appFile(generated));
  addGitattributes(slash(path.relative(".", opts.out)));
  say(opts, `wrote ${slash(contract)}, ${APP_FILE}, the prebuild and check scripts and .gitattributes`);
  for (const n of notes) process.stderr.write(`contractc: ${n}\n`);
  return build(opts);
}
