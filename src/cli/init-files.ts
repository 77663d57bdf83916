// What `contractc init` writes: a commented starter contract and a small typed app file
// wired to the toolset it compiles to. Both pass `fmt --check` and `tsc --strict` as made.

/** The starter toolset's name. */
export const STARTER = "starter";

/** The starter contract, commented for someone who has not read the language page yet. */
export const STARTER_CONTRACT = `// A starter contract. \`contractc build\` compiles it into generated TypeScript: argument
// checks, the tool schemas to send to a model, and a dispatcher that runs each call the
// model makes through every gate. The language: node_modules/contractc/docs/LANGUAGE.md.
toolset starter "Tools of a starter app."

// Trusted facts, set by the application for each task; the model can never set them.
context {
  user_id: string(1..64)
}

// A read tool changes nothing, so it runs without asking anyone. The model reads \`doc\`
// to choose a tool, and each argument's doc to fill it in.
read get_note {
  doc "Look up one of this user's notes by its number."
  arg note_id: int(1..1000000) "The note's number."
  returns { note_id: int, text: string }
}

// A finish tool ends the task. Changes (write tools) are proposed in its arguments and
// run only after a person approves them; see LANGUAGE.md.
finish finish {
  doc "End the task with the answer for the user."
  arg message: string(1..2000) "What to tell the user."
}
`;

/** The app file: the dispatcher with a handler for each read tool, and one call run through it. */
export function appFile(generated: string): string {
  return `// The starter toolset wired to the application (written by \`contractc init\`; edit freely).
// \`contractc build\` writes ${generated}/ from contracts/; this file only imports it.
import { createDispatcher, newTask, toolSchemas, type Context, type ToolCall } from "${generated}/${STARTER}/index.js";

/** The gated dispatcher: each read tool's handler gets checked arguments and the trusted context. */
export const tools = createDispatcher({
  handlers: {
    get_note: async ({ note_id }, ctx) => ({ note_id, text: \`Note \${note_id} of \${ctx.user_id}.\` }),
  },
  owners: {},
  writers: {},
});

/** The tool list to send to the model, in OpenAI's Chat Completions form (toolSchemas has the others). */
export const toolList = toolSchemas.openai;

/** Runs one tool call of the model for a user; returns the text the model reads next. */
export async function runCall(call: ToolCall, userId: string): Promise<string> {
  const ctx: Context = { user_id: userId };
  const result = await tools.call(call, ctx, newTask());
  return result.forModel();
}
`;
}

/** The lines `init` adds to the project's .gitattributes (`out`: the output folder, relative, `/`-separated). */
export function gitattributesLines(out: string): string[] {
  return [
    "# contractc: contracts and generated files keep LF endings on every platform, so `contractc check` compares the bytes build writes",
    "*.tool text eol=lf",
    `${out}/** text eol=lf`,
  ];
}
