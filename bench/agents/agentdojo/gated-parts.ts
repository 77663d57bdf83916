// What every ported suite's gated toolset shares: its tools as the dispatcher's handlers
// (reads) and writers (writes), a tool's error becoming a refusal with the same text.
import { ToolRefusal } from "./generated/dojo_workspace/index.js";
import { DojoToolError } from "./tool-error.js";

type Tools<E> = Readonly<
  Record<string, (env: E, args: Record<string, unknown>) => unknown>
>;

/** Runs one tool over env; its error is a refusal the model reads. */
export function runDojoTool<E>(
  tools: Tools<E>,
  env: E,
  name: string,
  args: unknown,
): unknown {
  const tool = tools[name];
  if (tool === undefined) throw new ToolRefusal(`Unknown tool ${name}`);
  try {
    return tool(env, args as Record<string, unknown>);
  } catch (e) {
    if (e instanceof DojoToolError) throw new ToolRefusal(e.message);
    throw e;
  }
}

/** The handlers of the reads (replies shown through `present`) and the writers of `writes`, over env. */
export function toolsAsParts<E>(
  tools: Tools<E>,
  writes: ReadonlySet<string>,
  env: E,
  present: (reply: unknown) => unknown = (r) => r,
): { handlers: Record<string, unknown>; writers: Record<string, unknown> } {
  const handlers: Record<string, unknown> = {};
  const writers: Record<string, unknown> = {};
  for (const name of Object.keys(tools)) {
    if (writes.has(name))
      writers[name] = (args: unknown) => runDojoTool(tools, env, name, args);
    else
      handlers[name] = (args: unknown) =>
        present(runDojoTool(tools, env, name, args));
  }
  return { handlers, writers };
}
