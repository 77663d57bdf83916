// A file cut into top-level pieces at the lines that start a declaration, so that an
// edit re-reads only the piece it touched. A cut is only a guess: a piece is trusted
// alone only when it reads without any syntax error (see front.ts).

/** One piece of a file's text: from `start`, up to the next piece. */
export interface Chunk {
  readonly start: number;
  readonly text: string;
}

// A line that opens a declaration at its first column. Every token that could span the
// cut would have to cross the newline before it, and only `"""` text can: a piece that
// leaves one open reads with an error, and is then not trusted alone.
const OPENER = /\n(?=(?:toolset|context|type|resource|read|write|finish|refusals)(?![A-Za-z0-9_]))/g;

/** The pieces of a text, in order; together they are the whole text. */
export function chunksOf(text: string): Chunk[] {
  const out: Chunk[] = [];
  let start = 0;
  OPENER.lastIndex = 0;
  for (let m = OPENER.exec(text); m !== null; m = OPENER.exec(text)) {
    const end = m.index + 1;
    out.push({ start, text: text.slice(start, end) });
    start = end;
  }
  out.push({ start, text: text.slice(start) });
  return out;
}
