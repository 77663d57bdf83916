// The files the server knows: every `.tool` under the workspace folder, read from disk,
// with the editor's text in place of the disk's for open files. Each file is analysed
// once per version (parse, lower, checks); navigation reads the analysis. Parse and
// lowering are incremental (incremental/front.ts): an edit re-reads only the
// declarations it touched, and the AST of the others is reused, moved in place, so only
// the latest analysis of a file has the right offsets.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { ToolFile } from "../ast.js";
import { checkToolset } from "../check/index.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { buildToolset, type Toolset } from "../model.js";
import { IncrementalFront } from "./incremental/front.js";
import { Occurrences } from "./occurrences.js";
import { readText, scanWorkspace, skipped } from "./workspace.js";

/** What the server knows of one version of one file. */
export interface Analysis {
  readonly doc: TextDocument;
  /** The path diagnostics name: relative to the workspace folder. */
  readonly path: string;
  /** The lowered file; after syntax errors, what recovery kept. */
  readonly file: ToolFile;
  /** The toolset, once the file declares one (built even when the file has errors). */
  readonly toolset: Toolset | undefined;
  /** The file's own diagnostics, checks included when it has no errors (run on first read). */
  readonly diagnostics: readonly Diagnostic[];
  readonly occurrences: Occurrences;
  /** True when the text parsed without syntax errors. */
  readonly parsed: boolean;
}

/** Analyses one version of a document (copied: the editor's document changes in place). */
export function analyse(live: TextDocument, shown: string, front = new IncrementalFront(shown)): Analysis {
  const text = live.getText();
  const doc = TextDocument.create(live.uri, live.languageId, live.version, text);
  const read = front.read(text);
  const file = read.file;
  const toolset = file.toolset ? buildToolset(file, shown) : undefined;
  // Spans copied: the AST's own move with the next version.
  const copy = (d: Diagnostic): Diagnostic => ({ ...d, span: { start: d.span.start, end: d.span.end } });
  const found = read.diagnostics.map(copy);
  // The checks run when diagnostics are first asked for, so that completion and hover
  // right after a keystroke do not wait for them; asked after the next version was read,
  // they are not run at all (the AST has moved on), and that version's analysis has them.
  const at = front.reads;
  let diagnostics: Diagnostic[] | undefined;
  let occurrences: Occurrences | undefined;
  return {
    doc,
    path: shown,
    file,
    toolset,
    get diagnostics() {
      if (diagnostics) return diagnostics;
      if (front.reads !== at) return found;
      diagnostics = toolset && !found.some((d) => d.severity === "error") ? [...found, ...checkToolset(toolset).map(copy)] : found;
      return diagnostics;
    },
    // Built on the first navigation request, so diagnostics never wait for it.
    get occurrences() {
      return (occurrences ??= new Occurrences(file));
    },
    parsed: read.parsed,
  };
}

/** The workspace's files and their analyses. */
export class Project {
  private readonly docs = new Map<string, TextDocument>();
  private readonly analyses = new Map<string, Analysis>();
  /** The latest analysis of each file that parsed: mid-edit text often does not. */
  private readonly parsedOk = new Map<string, Analysis>();
  private readonly open = new Set<string>();
  private readonly fronts = new Map<string, IncrementalFront>();

  /** The folder whose contracts are the project's: the workspace folder, or the `contracts` setting inside it. */
  private folder: string | undefined;

  constructor(
    readonly root: string | undefined,
    contracts?: string,
  ) {
    this.folder = root && contracts ? path.resolve(root, contracts) : root;
  }

  /**
   * Takes the contracts folder from the settings (relative to the workspace folder; unset
   * means the whole workspace) and reads it afresh; returns what could not be read.
   */
  setContracts(contracts: string | undefined): string[] {
    const folder = this.root && contracts ? path.resolve(this.root, contracts) : this.root;
    if (folder === this.folder) return [];
    this.folder = folder;
    for (const uri of this.uris()) this.forget(uri);
    return this.scan();
  }

  /** Reads every contract under the contracts folder; returns what could not be read. */
  scan(): string[] {
    if (!this.folder) return [];
    const found = scanWorkspace(this.folder);
    const problems = [...found.problems];
    for (const f of found.files) {
      const problem = this.reload(pathToFileURL(f).href);
      if (problem) problems.push(problem);
    }
    return problems;
  }

  /** Whether a file is inside the workspace folder. */
  contains(file: string): boolean {
    // Without a workspace folder, any file the editor names is the project's.
    if (!this.folder) return true;
    const rel = path.relative(this.folder, file);
    return !rel.startsWith("..") && !path.isAbsolute(rel) && !rel.split(path.sep).some(skipped);
  }

  /**
   * Reads a file again from disk after it changed there; an open file keeps the editor's
   * text. A file gone or unreadable leaves the project; the sentence says why.
   */
  reload(uri: string): string | undefined {
    if (this.open.has(uri)) return undefined;
    const file = uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
    if (!file || !this.contains(file)) return void this.forget(uri);
    const read = readText(file);
    if ("problem" in read) {
      this.forget(uri);
      return fs.existsSync(file) ? read.problem : undefined;
    }
    const known = this.docs.get(uri);
    if (known?.getText() !== read.text) this.docs.set(uri, TextDocument.create(uri, "tool", (known?.version ?? 0) + 1, read.text));
    return undefined;
  }

  /** A file deleted on disk leaves the project, unless it is open. */
  forget(uri: string): void {
    if (this.open.has(uri)) return;
    this.docs.delete(uri);
    this.analyses.delete(uri);
    this.parsedOk.delete(uri);
    this.fronts.delete(uri);
  }

  /** Every known file's URI, sorted. */
  uris(): string[] {
    return [...this.docs.keys()].sort();
  }

  /** A file's current text. */
  document(uri: string): TextDocument | undefined {
    return this.docs.get(uri);
  }

  /** The editor's text of an open file replaces the disk's. */
  setOpen(doc: TextDocument): void {
    this.open.add(doc.uri);
    this.docs.set(doc.uri, doc);
  }

  /** A closed file goes back to its text on disk (or leaves the project). */
  close(uri: string): void {
    this.open.delete(uri);
    this.analyses.delete(uri);
    this.parsedOk.delete(uri);
    this.fronts.delete(uri);
    this.docs.delete(uri);
    this.reload(uri);
  }

  /** The path diagnostics name for a file. */
  private shown(uri: string): string {
    if (!uri.startsWith("file:")) return uri;
    const file = fileURLToPath(uri);
    const rel = this.root ? path.relative(this.root, file) : "";
    return (rel && !rel.startsWith("..") ? rel : file).split(path.sep).join("/");
  }

  /** The analysis of a file's current text, computed on first use. */
  get(uri: string): Analysis | undefined {
    const doc = this.docs.get(uri);
    if (!doc) return undefined;
    const cached = this.analyses.get(uri);
    if (cached && cached.doc.version === doc.version && cached.doc.getText() === doc.getText()) return cached;
    const shown = this.shown(uri);
    let front = this.fronts.get(uri);
    if (!front) this.fronts.set(uri, (front = new IncrementalFront(shown)));
    const a = analyse(doc, shown, front);
    this.analyses.set(uri, a);
    if (a.parsed) this.parsedOk.set(uri, a);
    return a;
  }

  /**
   * The latest analysis of a file that parsed, else the latest one, even of an older
   * version; never computes. Names for completion come from here.
   */
  latest(uri: string): Analysis | undefined {
    return this.parsedOk.get(uri) ?? this.analyses.get(uri);
  }

  /**
   * Each file's diagnostics, its own and the project's: a toolset name declared by two
   * files is an error on the second (in path order), as `contractc build` reports it.
   */
  diagnostics(): Map<string, Diagnostic[]> {
    const out = new Map<string, Diagnostic[]>();
    const byName = new Map<string, Analysis>();
    for (const uri of this.uris()) {
      const a = this.get(uri);
      if (!a) continue;
      const list = [...a.diagnostics];
      const decl = a.file.toolset;
      if (decl && !a.diagnostics.some((d) => d.severity === "error")) {
        const prev = byName.get(decl.name.name);
        if (prev) {
          const line = prev.doc.positionAt(prev.file.toolset?.span.start ?? 0).line + 1;
          list.push(diag("duplicate-toolset", a.path, decl.name.span, { name: decl.name.name, other: `${prev.path}:${line}` }));
        } else byName.set(decl.name.name, a);
      }
      out.set(uri, list);
    }
    return out;
  }
}
