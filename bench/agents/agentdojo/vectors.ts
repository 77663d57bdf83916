// Which injection vectors a user task's ground truth reads: the suite marks each vector's
// text in a copy of the environment, the calls run on that copy, and a vector counts when
// its mark comes back in a read's reply (a write's reply is never shown to the model).
import type { DojoCall } from "./suite.js";

type Tools<E> = Readonly<
  Record<string, (env: E, args: Record<string, unknown>) => unknown>
>;

/** The mark put after a vector's text. */
export const vectorMark = (vector: string): string =>
  `\u2063[vector:${vector}]`;

/** The vectors whose marks the reads of `calls` return, run over `marked` (a marked copy). */
export function vectorsInReplies<E>(
  tools: Tools<E>,
  writes: ReadonlySet<string>,
  calls: readonly DojoCall[],
  marked: E,
  vectors: readonly string[],
): string[] {
  const seen: string[] = [];
  for (const c of calls) {
    let reply: unknown;
    try {
      reply = tools[c.tool]?.(
        marked,
        structuredClone(c.args) as Record<string, unknown>,
      );
    } catch {
      continue;
    }
    if (!writes.has(c.tool)) seen.push(JSON.stringify(reply) ?? "");
  }
  const text = seen.join("\n");
  return vectors.filter((v) => text.includes(vectorMark(v)));
}
