// A blob argument is one free string that carries a whole command or payload (SQL, a
// shell line, a JSON body): the contract then checks nothing, and the handler has to
// parse model output. Judged from the name and the doc, in two strengths:
// - names that can only mean a payload (sql, command, script, payload, json ...) are
//   reported on their own;
// - names that often do (query, body, data, code, request ...) only when the doc also
//   speaks of a language or format, so `query: string(3..200) "A few words to search
//   for."` is left alone while `query "The SQL query to run."` is not.
// - names that are nothing but a container (`args`, `params`, `payload`, `command`, `query`,
//   `body`, `json`, `data` ...) on a free string, unless the doc says the text is prose
//   (`body "The text of the reply."`, `query "Words to search for."`): the model is left to
//   invent a serialization, and the handler to guess it (seed 004's `edit_file(args)`).
// A string with a pattern is not free, so it is never a blob.
import type { Rule } from "./rule.js";
import { forEachInputString } from "./inputs.js";

const STRONG_NAMES = new Set(["sql", "command", "commands", "cmd", "script", "payload", "shell", "json", "yaml", "xml", "html", "graphql", "bash", "eval", "statement", "program", "expression", "expr"]);
const WEAK_NAMES = new Set(["query", "body", "data", "raw", "code", "request", "input", "content", "params", "args", "blob", "filter", "spec", "config", "source"]);
// Doc words that say the string is written in a language or format.
const FORMAT_DOC = /\b(sql|json|yaml|xml|html|graphql|shell|bash|script|payload|command|statement|expression|syntax|query language|source code|code to (?:run|execute|evaluate)|raw (?:request|query|body|data)|serialized|serialised|encoded)\b/i;
// Doc phrases that say the string will be executed or parsed wholesale.
const RUN_DOC = /\b(?:sql|shell command|command line|script|code|payload|json (?:body|object|document|payload))\b.*\b(?:run|execute|evaluate|send|pass|post)\b|\b(?:run|execute|evaluate)\b.*\b(?:sql|shell command|script|code)\b/i;

// Names that, standing alone, say only "something goes in here".
const CONTAINER_NAMES = new Set(["args", "arguments", "params", "parameters", "payload", "command", "cmd", "query", "body", "json", "data", "input", "options", "opts", "request", "raw", "blob"]);
// Doc words that say the text is prose a person could read, not a serialization.
const PROSE_DOC = /\b(?:words?|text|sentences?|phrases?|question|keywords?|terms?|message|prose|plain|natural language|free-form|note|search(?:es|ing)?|look for|title|name)\b/i;

/** The words of a name, split on `_`, `-` and camel case, lower-cased. */
const nameWords = (name: string): string[] => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_-]+/).filter(Boolean);

// How a blob is named in the message ("stands for a whole ...").
const PHRASE: ReadonlyMap<string, string> = new Map([
  ["sql", "SQL statement"],
  ["cmd", "command"],
  ["commands", "command"],
  ["json", "JSON document"],
  ["yaml", "YAML document"],
  ["xml", "XML document"],
  ["html", "HTML document"],
  ["graphql", "GraphQL query"],
  ["bash", "shell command"],
  ["shell", "shell command"],
  ["eval", "expression to evaluate"],
  ["expr", "expression"],
  ["query language", "query"],
  ["source code", "program"],
  ["syntax", "formatted text"],
]);

const phrase = (word: string): string => PHRASE.get(word) ?? word;

/** What the blob stands for, for the message, or undefined when it is not a blob. */
export function blobKind(name: string, doc: string | undefined): string | undefined {
  const words = nameWords(name);
  const strong = words.find((w) => STRONG_NAMES.has(w));
  const text = doc ?? "";
  const format = FORMAT_DOC.exec(text)?.[1]?.toLowerCase();
  if (strong) return phrase(strong);
  if (RUN_DOC.test(text)) return format ? `${phrase(format)} to run` : "command to run";
  if (words.some((w) => WEAK_NAMES.has(w)) && format) return phrase(format);
  const only = words.length === 1 ? words[0] : undefined;
  if (only !== undefined && CONTAINER_NAMES.has(only) && !PROSE_DOC.test(text)) return `${only === "query" ? "query" : "payload"} in a format the model must invent`;
  return undefined;
}

/** Free strings the model fills with a whole command or payload. */
export const blobArgument: Rule = {
  name: "blob-argument",
  check(ts, report) {
    // Names and docs repeat across tools (every `tags "Tags to filter by."`): each pair is judged once.
    const judged = new Map<string, Map<string | undefined, string | undefined>>();
    forEachInputString(ts, (t, holder) => {
      if (t.pattern || t.format) return;
      let byDoc = judged.get(holder.name);
      if (!byDoc) judged.set(holder.name, (byDoc = new Map()));
      let what = byDoc.get(holder.doc);
      if (what === undefined && !byDoc.has(holder.doc)) byDoc.set(holder.doc, (what = blobKind(holder.name, holder.doc)));
      if (what !== undefined) report("blob-argument", t.span, { name: holder.name, what });
    });
  },
};
