// Command-line parsing for `contractc`: a command, then flags. Bad usage is a value, not a throw.

/** The commands `contractc` understands. */
export const COMMANDS = ["build", "check", "lint", "watch", "fmt", "lsp", "init"] as const;
/** One of the commands. */
export type Command = (typeof COMMANDS)[number];

/** Parsed options of any command. */
export interface CliOptions {
  readonly command: Command | "help" | "version";
  readonly contracts: string;
  readonly out: string;
  readonly format: "text" | "json";
  readonly strict: boolean;
  readonly quiet: boolean;
  /** `lint --sizes`: also print what each toolset's tools cost a model on every turn. */
  readonly sizes: boolean;
  /** `fmt`: the files to format (none: every .tool under --contracts). */
  readonly files?: readonly string[];
  /** `fmt --check`: write nothing, name the files not formatted. */
  readonly checkOnly?: boolean;
}

/** The usage text printed by `--help`. */
export const USAGE = `Usage: contractc <command> [options]

Commands:
  init     start a project: a commented starter contract, an app file wired to it, scripts; then build
  build    compile every *.tool under --contracts into --out (writes only files that change)
  check    write nothing; exit 1 naming each stale, missing, extra or hand-edited file
  lint     report the contract smells (warnings) alone
  watch    rebuild on every change; keeps going after errors (Ctrl-C stops)
  fmt      format .tool files in place: fmt [--check] [files...] (default: every .tool under --contracts)
  lsp      run the language server on stdin/stdout, for editors

Options:
  --contracts DIR   the contracts folder (default: contracts)
  --out DIR         the output folder (default: generated)
  --format FORMAT   text (default) or json, for editors and CI annotations
  --strict          treat contract smells as errors
  --quiet           print diagnostics only, no summary line
  --sizes           lint: characters and estimated tokens the tools cost a model on every turn
  --check           (fmt) write nothing; exit 1 naming each file not formatted
  -h, --help        show this help
  -v, --version     show the version

Exit codes: 0 success, 1 contract errors or stale output, 2 bad usage or an unreadable path.`;

/** Parses argv (without node and the script); returns options or a usage error message. */
export function parseArgs(argv: readonly string[]): CliOptions | { error: string } {
  let command: CliOptions["command"] | undefined;
  let contracts = "contracts";
  let out = "generated";
  let format: CliOptions["format"] = "text";
  let strict = false;
  let quiet = false;
  let sizes = false;
  let checkOnly = false;
  let clientProcessId = false;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    const [flag, inline] = a.startsWith("--") && a.includes("=") ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)] : [a, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case "-h":
      case "--help":
        return { command: "help", contracts, out, format, strict, quiet, sizes };
      case "-v":
      case "--version":
        return { command: "version", contracts, out, format, strict, quiet, sizes };
      case "--contracts": {
        const v = value();
        if (!v) return { error: "--contracts needs a folder" };
        contracts = v;
        break;
      }
      case "--out": {
        const v = value();
        if (!v) return { error: "--out needs a folder" };
        out = v;
        break;
      }
      case "--format": {
        const v = value();
        if (v !== "text" && v !== "json") return { error: `--format takes text or json${v ? `, not ${v}` : ""}` };
        format = v;
        break;
      }
      case "--strict":
        strict = true;
        break;
      case "--quiet":
        quiet = true;
        break;
      case "--sizes":
        sizes = true;
        break;
      case "--check":
        checkOnly = true;
        break;
      case "--stdio": // what editors' language clients pass to `lsp`
        break;
      case "--clientProcessId": {
        // vscode-languageclient passes the editor's process id to a server it starts; the
        // server learns it again from `initialize`, so the value is only checked.
        const v = value();
        if (!v || !/^\d+$/.test(v)) return { error: `--clientProcessId takes a process id${v ? `, not ${v}` : ""}` };
        clientProcessId = true;
        break;
      }
      default:
        if (a.startsWith("-")) return { error: `unknown option ${a}` };
        if (command === "fmt") {
          files.push(a);
          break;
        }
        if (command !== undefined) return { error: `unexpected argument ${a}` };
        if (a === "help") return { command: "help", contracts, out, format, strict, quiet, sizes };
        if (!(COMMANDS as readonly string[]).includes(a)) return { error: `unknown command ${a}` };
        command = a as Command;
    }
  }
  if (command === undefined) return { error: "no command given" };
  if (sizes && command !== "lint") return { error: "--sizes goes with lint" };
  if (checkOnly && command !== "fmt") return { error: "--check is an option of fmt" };
  if (clientProcessId && command !== "lsp") return { error: "--clientProcessId is an option of lsp" };
  return { command, contracts, out, format, strict, quiet, sizes, files, checkOnly };
}
