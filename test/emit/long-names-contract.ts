// A contract that uses every position the language has for a name, a literal, a pattern or a
// doc, filled from a list of (often very long) words: the printers of `build` must lay out
// whatever lines such names make exactly as prettier would.
import { expect } from "vitest";
import { compileSources } from "../../src/compile.js";
import { EMITTERS } from "../../src/emit/index.js";
import type { EmittedFile } from "../../src/emit/printer.js";

/** The words a contract is made of, by position; any may be up to 100 characters (tool names up to 64). */
export interface LongNames {
  /** Identifiers: argument, field, type, resource and context names. */
  readonly ids: readonly string[];
  /** Tool names, at most 64 characters each. */
  readonly tools: readonly string[];
  /** Texts of enum literals, states, patterns' fixed text and docs (no `"` or `\`). */
  readonly texts: readonly string[];
}

/** The contract: every word of `names` in every position, cycled when there are fewer words than positions. */
export function longNamesContract(names: LongNames): string {
  const id = (i: number): string => names.ids[i % names.ids.length] ?? "x";
  const tool = (i: number): string => names.tools[i % names.tools.length] ?? "t";
  const txt = (i: number): string => names.texts[i % names.texts.length] ?? "text";
  // Distinct names where the language wants them distinct: a suffix keeps them apart.
  const a = (i: number): string => `${id(i)}_${i}`;
  const T = (i: number): string => `T${id(i)}_${i}`;
  const t = (i: number): string => `${tool(i)}`.slice(0, 60) + `_${i}`;
  const lit = (i: number): string => `"${txt(i)} ${i}"`;
  return `toolset long_names "${txt(0)}"

context {
  ${a(0)}: string(1..40)
  ${a(1)}: string(1..40)[]
}

type ${T(2)} = { ${a(3)}: int, ${a(4)}?: string(1..20) "${txt(4)}", ${a(5)}: bool = true, ${a(6)}: { ${a(7)}: string(1..9), ${a(8)}?: int(1..9) } }
type ${T(9)} = string /^${txt(9).replace(/[^A-Za-z0-9 ]/g, "")}-\\d{3}$/
type ${T(10)} = ${lit(10)} | ${lit(11)} | ${lit(12)}
type ${T(13)} = { ${a(14)}: "first", ${a(15)}: string(1..9) } | { ${a(14)}: "second", ${a(16)}: ${T(2)}[..3] }

resource ${a(17)} {
  id ${T(9)}
  owner ${a(0)}
  state ${lit(18)} | ${lit(19)}
  missing "${txt(20)} {id}."
}

read ${t(21)} {
  doc "${txt(21)}"
  arg ${a(22)}: ${a(17)} "${txt(22)}"
  arg ${a(23)}?: { ${a(24)}: { ${a(25)}: string(1..9) }, ${a(26)}?: int(1..9) } "${txt(23)}"
  arg ${a(27)}: int(1..9) = 3 "${txt(27)}"
  arg ${a(28)}?: ${T(2)}[..3] "${txt(28)}"
  arg ${a(29)}: ${T(13)} "${txt(29)}"
  arg ${a(30)}: ${T(10)} = ${lit(10)}
  arg ${a(31)}?: string(1..40)[1..5]
  arg ${a(32)}: string(1..40)
  returns { ${a(33)}: ${a(17)}, ${a(34)}: { ${a(35)}: string(1..99) }[], ${a(36)}?: ${T(10)} }
  ensure result.${a(33)} == ${a(22)}
  untrusted result.${a(34)}[].${a(35)} "${txt(34)}"
  scope ${a(32)} = context.${a(0)} "${txt(32)}"
  effect ${a(27)} max 5 per task
  budget 3
  once ${a(22)} per task "${txt(36)}"
  require ${a(22)} is ${lit(18)} "${txt(37)}"
  rule ${a(27)} == 3 => ${a(23)} present "${txt(38)}"
  rule count(${a(28)}) >= 1 => ${a(23)}.${a(24)}.${a(25)} present "${txt(39)}"
  refuse when ${a(32)} only untrusted "${txt(40)}"
  hint not_found "${txt(41)}"
}

write ${t(42)} {
  doc "${txt(42)} Updates the record."
  arg ${a(43)}: ${a(17)} "${txt(43)}"
  arg ${a(44)}: int(1..500) "${txt(44)}"
  arg ${a(45)}?: ${T(2)}
  seen ${a(43)}
  once ${a(43)} "${txt(45)}"
  require ${a(43)} is ${lit(18)} | ${lit(19)}
  effect ${a(44)} max 300 per task
  refuse when ${a(44)} > 400 "${txt(46)}"
  auto when ${a(43)} from read | user and ${a(44)} <= 100 "${txt(47)}"
}

write ${t(48)} {
  doc "${txt(48)} Changes the record."
  arg ${a(49)}: string(1..40) "${txt(49)}"
  arg ${a(50)}: ${T(10)}
  once ${a(49)} per task
  budget 2
}

finish ${t(51)} {
  doc "${txt(51)}"
  arg ${a(52)}: string(1..200) "${txt(52)}"
  arg ${a(53)}: (${t(42)} | ${t(48)})[..3] "${txt(53)}"
  arg ${a(54)}?: ${t(42)}
  rule count(${a(53)}) >= 1 => ${a(52)} present "${txt(54)}"
}
`;
}

/** `n` characters of `word` repeated. */
export const long = (word: string, n: number): string => word.repeat(Math.ceil(n / word.length)).slice(0, n);

/** The TypeScript files of the one toolset of `text`, which must compile without errors. */
export function emitted(text: string): EmittedFile[] {
  const compiled = compileSources([{ path: "long.tool", headerPath: "contracts/long.tool", text }]);
  expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const ts = compiled.toolsets[0];
  if (!ts) throw new Error("no toolset");
  return EMITTERS.flatMap((e) => e.emit(ts)).filter((f) => f.path.endsWith(".ts"));
}
