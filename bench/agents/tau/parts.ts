// What both domains' gated toolsets share: a tool run as a handler or writer (an error
// answer becomes a ToolRefusal with the same text), counted, and the holder of a
// payment method.
import { ToolRefusal } from "./generated/tau_retail/index.js";
import type { Counters } from "./counters.js";
import { TauError } from "./pyfloat.js";

type Tools<D> = Record<string, (db: D, a: Record<string, unknown>) => unknown>;

/** Runs one tool, as a refusal the model reads when the tool answers an error. */
export function runTool<D>(
  tools: Tools<D>,
  db: D,
  name: string,
  args: unknown,
): unknown {
  const tool = tools[name];
  if (tool === undefined) throw new ToolRefusal(`Unknown action ${name}`);
  try {
    return tool(db, args as Record<string, unknown>);
  } catch (e) {
    if (e instanceof TauError) throw new ToolRefusal(e.text);
    throw e;
  }
}

/** The handlers of `reads` and the writers of `writes` over `db`, each counted; `check` runs before a writer. */
export function toolParts<D>(
  tools: Tools<D>,
  db: D,
  reads: readonly string[],
  writes: readonly string[],
  count: Counters,
  check?: (name: string, args: Record<string, unknown>) => void,
): { handlers: unknown; writers: unknown } {
  const handlers = Object.fromEntries(
    reads.map((name) => [
      name,
      (args: unknown) => (count.handlers++, runTool(tools, db, name, args)),
    ]),
  );
  const writers = Object.fromEntries(
    writes.map((name) => [
      name,
      (args: Record<string, unknown>) => {
        count.writers++;
        count.wrote.push(name);
        check?.(name, args);
        return runTool(tools, db, name, args);
      },
    ]),
  );
  return { handlers, writers };
}

/** The user whose profile holds a payment method, or null; ids are unique across users. */
export function holderOf(
  users: Record<string, { payment_methods: object }>,
  id: string,
): string | null {
  for (const [user, u] of Object.entries(users))
    if (Object.hasOwn(u.payment_methods, id)) return user;
  return null;
}
