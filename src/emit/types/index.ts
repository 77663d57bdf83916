// Emits `types.ts`: one alias per contract type, the context, every tool's arguments,
// write tools as actions, checked replies, and the lookup types keyed by tool name.
import type { ToolDecl, TypeNode } from "../../ast.js";
import type { Toolset } from "../../model.js";
import { printDoc, type Doc } from "../doc.js";
import { fitsWidth, jsDoc, propKey, str, WIDTH, type EmittedFile } from "../printer.js";
import { objectType, typeExpr } from "./expr.js";
import { aliasDoc, objectDoc } from "./layout.js";
import { typeNames } from "./names.js";
import { typeSource } from "./source.js";
import { objectTree, ref, typeTree } from "./tree.js";

const DOCS = { docs: true } as const;

/**
 * A declaration as written when every code line of it fits the width and no object, which
 * is written broken, stands beside another type in a union; else laid out by `doc`.
 */
function laid(text: string, doc: () => Doc): string {
  if (fitsWidth(text) && !text.includes("} |") && !text.includes("| {")) return text;
  return `${printDoc(doc(), WIDTH)}\n`;
}

/** `head {...}` for an interface of fields, laid out when a member is too long for its line. */
function iface(ts: Toolset, head: string, fields: ToolDecl["args"]): string {
  const doc = (): Doc => {
    const t = objectTree(ts, fields, DOCS);
    return [head, " ", t.k === "object" ? objectDoc(t.members, t.broken) : "{}"];
  };
  return laid(`${head} ${objectType(ts, fields, DOCS)}\n`, doc);
}

/** `export type Name = type;`, laid out when it is too long for its line. */
function alias(ts: Toolset, name: string, type: TypeNode): string {
  return laid(`export type ${name} = ${typeExpr(ts, type, DOCS)};\n`, () => aliasDoc(`export type ${name}`, typeTree(ts, type, DOCS)));
}

/** `export type Name = Other;`, an earlier tool's type under this tool's name, broken after the `=` when too long. */
function sameAs(name: string, other: string): string {
  return laid(`export type ${name} = ${other};\n`, () => aliasDoc(`export type ${name}`, ref(other)));
}

/**
 * A short type as contract text, quoted in a doc comment so review shows what it checks.
 * Rendered from the AST, not sliced from the source: the output must not depend on layout.
 */
function sourceOf(type: TypeNode): string | undefined {
  const text = typeSource(type);
  return text.length <= 120 ? text : undefined;
}

function namedTypes(ts: Toolset): string[] {
  const names = typeNames(ts);
  return [...ts.types.values()].map((d) => {
    const src = sourceOf(d.type);
    const doc = jsDoc(`The contract type \`${d.name.name}\`${src ? `: \`${src}\`` : ""}.`);
    return `${doc}${alias(ts, names.type(d.name.name), d.type)}`;
  });
}

function context(ts: Toolset): string {
  const doc = jsDoc("Trusted facts the application passes at call time; never model input.");
  if (ts.context.size === 0) return `${doc}export type Context = Record<string, never>;\n`;
  return `${doc}${iface(ts, "export interface Context", [...ts.context.values()])}`;
}

/** A node's structure and docs as a string, spans left out: equal keys print the same type. */
function typeKey(node: unknown): string {
  return JSON.stringify(node, (k, v: unknown) => (k === "span" ? undefined : k === "open" ? (v === undefined ? undefined : 1) : v));
}

/**
 * The types of one tool. Arguments (or a reply) of the same shape and docs as an earlier
 * tool's are an alias of that tool's type, so the checker compares them at no cost and a
 * shared check function returns exactly the type of each tool it serves.
 */
function toolTypes(ts: Toolset, t: ToolDecl, seen: Map<string, string>): string {
  const names = typeNames(ts);
  const name = t.name.name;
  const what = t.toolKind === "write" ? "write tool" : t.toolKind === "finish" ? "finish tool" : "tool";
  const summary = t.doc?.value ? `: ${t.doc.value}` : ".";
  const same = (key: string, own: string): string | undefined => {
    const hit = seen.get(key);
    if (hit === undefined) seen.set(key, own);
    return hit;
  };
  const argsAlias = same(`args:${typeKey(t.args)}`, names.args(name));
  const argsDoc = jsDoc(`The checked arguments of the ${what} \`${name}\`${summary}`);
  let out = argsAlias ? `${argsDoc}${sameAs(names.args(name), argsAlias)}` : `${argsDoc}${iface(ts, `export interface ${names.args(name)}`, t.args)}`;
  if (t.toolKind === "write") {
    out += "\n" + jsDoc(`\`${name}\` proposed as an action: \`{ "tool": ${str(name)}, ...its arguments }\`.`);
    // Prettier never breaks a lone `extends`, whatever the width of the line.
    const action = `export interface ${names.action(name)} extends ${names.args(name)} {\n  tool: ${str(name)};\n}\n`;
    out += action;
  }
  if (t.returns) {
    const replyAlias = same(`reply:${typeKey(t.returns)}`, names.reply(name));
    out += "\n" + jsDoc(`The reply of \`${name}\`, as checked before it becomes evidence.`);
    out += replyAlias ? sameAs(names.reply(name), replyAlias) : alias(ts, names.reply(name), t.returns);
  }
  return out;
}

function lookups(ts: Toolset): string {
  const names = typeNames(ts);
  const tools = [...ts.tools.values()];
  const argsRows = tools.map((t) => `  ${propKey(t.name.name)}: ${names.args(t.name.name)};`);
  const replyRows = tools.filter((t) => t.returns).map((t) => `  ${propKey(t.name.name)}: ${names.reply(t.name.name)};`);
  const body = (rows: string[]): string => (rows.length ? `{\n${rows.join("\n")}\n}` : "{}");
  return [
    `${jsDoc("The checked arguments of every tool, by tool name.")}export interface ToolArgs ${body(argsRows)}\n`,
    `${jsDoc("The checked arguments of one tool.")}export type ArgsOf<K extends keyof ToolArgs> = ToolArgs[K];\n`,
    `${jsDoc("The checked reply of every tool that declares `returns`, by tool name.")}export interface ToolReplies ${body(replyRows)}\n`,
    `${jsDoc("The checked reply of a tool; `unknown` for a tool without `returns`.")}export type ReplyOf<K extends string> = K extends keyof ToolReplies ? ToolReplies[K] : unknown;\n`,
  ].join("\n");
}

/** Emits `types.ts`. */
export function emitTypes(ts: Toolset): EmittedFile[] {
  const seen = new Map<string, string>();
  const sections = [...namedTypes(ts), context(ts), ...[...ts.tools.values()].map((t) => toolTypes(ts, t, seen)), lookups(ts)];
  const head = `// The types of the ${ts.name} toolset's contract: what every check hands back.\n\n`;
  const text = `${head}${sections.join("\n")}`;
  return [{ path: "types.ts", text }];
}
