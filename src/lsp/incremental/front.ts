// The front end of one file, kept between versions: the parse and lowering of each
// top-level piece (chunks.ts) are remembered by the piece's text, so after an edit only
// the piece it touched is read again; the others keep their AST, moved to their new
// offsets in place. The result is the one parseSource + lowerFile give for the whole
// text (a property test holds them equal): a piece is trusted alone only when it reads
// without a syntax error; a piece that does not is read with the pieces after it, up to
// the first one the parse is back at the top level for (segment.ts), and failing that
// the rest of the file is read in one go, as a whole parse reads it from there.
//
// Declarations are reused as objects, and the schema builders cache per declaration, so
// a reused tool must mean what it meant: when anything a tool's schema may name changes
// (a type, a resource, a write tool, which names are tools), every piece is read afresh.
import { MAX_SYNTAX_ERRORS, parseSource } from "../../../grammar/parse.js";
import type { ToolFile } from "../../ast.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { lowerDecls, type LoweredDecl } from "../../lower/decl.js";
import { assembleFile } from "../../lower/file.js";
import { chunksOf, type Chunk } from "./chunks.js";
import { fitsAfter, inFileOrder, readSegment } from "./segment.js";
import { moveSpans, spansOf, type MovableSpan } from "./shift.js";

/** What the front end makes of one version of a file. */
export interface FrontResult {
  readonly file: ToolFile;
  /** The syntax and lowering diagnostics, in the order a whole parse gives them. */
  readonly diagnostics: Diagnostic[];
  /** True when the text has no syntax error. */
  readonly parsed: boolean;
}

/** A piece that read cleanly alone: its declarations, placed at `at`. */
interface Piece {
  readonly decls: readonly LoweredDecl[];
  readonly spans: readonly MovableSpan[];
  at: number;
}

/** Pieces by text; a text written twice in a file has a piece per place. */
type Pieces = Map<string, Piece[]>;

/** Reads a piece alone; undefined when it has a syntax error. */
function readPiece(text: string, at: number, path: string): Piece | undefined {
  const parsed = parseSource(text, path);
  if (parsed.diagnostics.length > 0) return undefined;
  const decls = lowerDecls(parsed.tree, path);
  const spans = spansOf(decls);
  moveSpans(spans, at);
  return { decls, spans, at };
}

/**
 * What the schema of a `read` or `finish` tool may depend on besides its own text: every
 * declaration but those tools, and which of those tools come before a write tool of the
 * same name (the first declaration of a name is the one a type position names).
 */
function surroundings(decls: readonly LoweredDecl[], text: string): string {
  const writes = new Set<string>();
  for (const d of decls) if (d.kind === "tool" && d.decl?.toolKind === "write") writes.add(d.decl.name.name);
  const parts: string[] = [];
  for (const d of decls) {
    if (d.kind === "tool" && d.decl && d.decl.toolKind !== "write") {
      if (writes.has(d.decl.name.name)) parts.push(`${d.decl.toolKind} ${d.decl.name.name}`);
    } else parts.push(`${d.kind} ${text.slice(d.span.start, d.span.end)}`);
  }
  return parts.join("\n");
}

/** One version read: its declarations, its syntax errors, and the pieces to remember. */
interface Pass {
  readonly decls: LoweredDecl[];
  readonly diagnostics: readonly Diagnostic[];
  readonly kept: Pieces;
}

/**
 * The pieces of a whole parse without syntax errors, when its declarations fall exactly
 * into the chunks (each chunk after the first starts with one, none crosses a cut):
 * then each chunk reads alone as it reads in the file. Undefined otherwise.
 */
function piecesOf(text: string, decls: readonly LoweredDecl[]): Pieces | undefined {
  const chunks = chunksOf(text);
  const kept: Pieces = new Map();
  let k = 0;
  for (let j = 0; j < chunks.length; j++) {
    const c = chunks[j] as (typeof chunks)[number];
    const end = chunks[j + 1]?.start ?? text.length;
    const mine: LoweredDecl[] = [];
    for (; k < decls.length && (decls[k] as LoweredDecl).span.start < end; k++) mine.push(decls[k] as LoweredDecl);
    if ((mine[mine.length - 1]?.span.end ?? 0) > end || (j > 0 && mine[0]?.span.start !== c.start)) return undefined;
    const piece: Piece = { decls: mine, spans: spansOf(mine), at: c.start };
    const list = kept.get(c.text);
    if (list) list.push(piece);
    else kept.set(c.text, [piece]);
  }
  return kept;
}

/** One file's front end, remembering the pieces of its latest version. */
export class IncrementalFront {
  private pieces: Pieces = new Map();
  private around: string | undefined;
  /** How many versions were read: the AST handed out by an earlier read has moved since. */
  reads = 0;

  constructor(readonly path: string) {}

  /** Parses and lowers a version of the file, reusing the pieces that did not change. */
  read(text: string): FrontResult {
    this.reads++;
    let pass = this.pass(text, this.pieces);
    const around = surroundings(pass.decls, text);
    // Every remembered piece was last handed out under `this.around`.
    if (around !== this.around && this.pieces.size > 0) pass = this.pass(text, new Map());
    this.around = around;
    this.pieces = pass.kept;
    const diagnostics = [...pass.diagnostics];
    return { file: assembleFile(pass.decls, this.path, text, diagnostics), diagnostics, parsed: pass.diagnostics.length === 0 };
  }

  private pass(text: string, old: Pieces): Pass {
    if (old.size === 0) return this.cold(text);
    const chunks = chunksOf(text);
    const kept: Pieces = new Map();
    const decls: LoweredDecl[] = [];
    const found: Diagnostic[] = [];
    // Each piece read (or found remembered) once per pass, even when a segment tries it.
    const read = new Map<number, Piece | undefined>();
    const pieceAt = (m: number): Piece | undefined => {
      if (read.has(m)) return read.get(m);
      const c = chunks[m] as Chunk;
      let piece = old.get(c.text)?.pop();
      if (piece) {
        moveSpans(piece.spans, c.start - piece.at);
        piece.at = c.start;
      } else piece = readPiece(c.text, c.start, this.path);
      read.set(m, piece);
      return piece;
    };
    const use = (m: number, piece: Piece): void => {
      const t = (chunks[m] as Chunk).text;
      const list = kept.get(t);
      if (list) list.push(piece);
      else kept.set(t, [piece]);
      decls.push(...piece.decls);
    };
    let open = 0;
    let broken: { at: number; decls: number } | undefined;
    for (let j = 0; j < chunks.length; j++) {
      const c = chunks[j] as Chunk;
      const piece = pieceAt(j);
      if (piece && fitsAfter(open, c.text)) {
        use(j, piece);
        continue;
      }
      broken ??= { at: c.start, decls: decls.length };
      const seg = !piece && open === 0 ? readSegment(text, chunks, j, this.path, (m) => pieceAt(m)?.decls) : undefined;
      if (!seg || found.length + seg.diagnostics.length > MAX_SYNTAX_ERRORS) {
        decls.length = broken.decls;
        return this.rest(text, broken.at, decls, kept, old);
      }
      decls.push(...seg.decls);
      found.push(...seg.diagnostics);
      open = seg.open;
      use(seg.next, pieceAt(seg.next) as Piece);
      j = seg.next;
    }
    return { decls, diagnostics: inFileOrder(found), kept };
  }

  /** From the piece at `at` on, the rest of the file read in one go, after blanks that keep its offsets those of the file. */
  private rest(text: string, at: number, decls: LoweredDecl[], kept: Pieces, old: Pieces): Pass {
    // The pieces not used stay remembered, for when the error is mended.
    for (const [t, list] of old) kept.set(t, [...(kept.get(t) ?? []), ...list]);
    let rest = parseSource(" ".repeat(at) + text.slice(at), this.path);
    if (rest.diagnostics.some((d) => d.code === "nesting-too-deep")) {
      // Too deep a nesting makes the grammar drop the whole file, not only the rest.
      decls.length = 0;
      rest = parseSource(text, this.path);
    }
    decls.push(...lowerDecls(rest.tree, this.path));
    return { decls, diagnostics: rest.diagnostics, kept };
  }

  /** With nothing remembered, the whole text is parsed at once (faster than piece by piece), then cut into pieces. */
  private cold(text: string): Pass {
    const parsed = parseSource(text, this.path);
    const decls = lowerDecls(parsed.tree, this.path);
    const kept = parsed.diagnostics.length === 0 ? piecesOf(text, decls) : undefined;
    return { decls, diagnostics: parsed.diagnostics, kept: kept ?? new Map() };
  }
}
