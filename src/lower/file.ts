// Lowering of a whole file: the syntax tree of `grammar/` in, the plain-data AST out.
import type { FileNode, ResourceNode, SyntaxNode } from "../../grammar/syntax.js";
import type { ContextDecl, ResourceDecl, ToolDecl, ToolFile, ToolsetDecl, TypeDecl } from "../ast.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { lowerTool } from "./members.js";
import { ident, kid, nodeSpan } from "./syntax.js";
import { lowerFields, lowerText, lowerType, numberLiteral, type LowerContext } from "./types.js";

function lowerResource(n: ResourceNode, cx: LowerContext): ResourceDecl | undefined {
  const name = n.name;
  if (!name) return undefined;
  let id: ResourceDecl["id"];
  let owner: ResourceDecl["owner"];
  let missing: ResourceDecl["missing"];
  const twice = (member: string, at: SyntaxNode): void => {
    cx.diagnostics.push(diag("duplicate-member", cx.file, nodeSpan(at), { member, owner: `resource '${name.image}'` }));
  };
  for (let m = n.first; m !== undefined; m = m.next) {
    if (m.rule !== "resourceMember") continue;
    const idType = kid(m, "typeExpr");
    const ownerTok = m.owner;
    const missingTok = m.missing;
    if (idType) {
      if (id) twice("id", m);
      else id = lowerType(idType, cx);
    } else if (ownerTok) {
      if (owner) twice("owner", m);
      else owner = ident(ownerTok);
    } else if (missingTok) {
      if (missing) twice("missing", m);
      else missing = lowerText(missingTok, cx);
    }
  }
  return { kind: "resource", span: nodeSpan(n), name: ident(name), id, owner, missing };
}

/** Lowers the syntax tree of one file. Structural problems (no toolset, two contexts) are reported here. */
export function lowerFile(tree: FileNode, path: string, text: string, diagnostics: Diagnostic[]): ToolFile {
  const cx: LowerContext = { file: path, diagnostics };
  let toolset: ToolsetDecl | undefined;
  let context: ContextDecl | undefined;
  const types: TypeDecl[] = [];
  const resources: ResourceDecl[] = [];
  const tools: ToolDecl[] = [];
  let refusals: ToolFile["refusals"];
  let index = -1;
  for (let inner = tree.first; inner !== undefined; inner = inner.next) {
    index++;
    const span = nodeSpan(inner);
    switch (inner.rule) {
      case "toolsetDecl": {
        const name = inner.name;
        if (!name) continue;
        if (toolset || index > 0) {
          diagnostics.push(diag("misplaced-toolset", path, span));
          continue;
        }
        toolset = { kind: "toolset", span, name: ident(name), doc: lowerText(inner.doc, cx) };
        break;
      }
      case "contextDecl": {
        const fields = lowerFields(inner, cx);
        if (context) diagnostics.push(diag("duplicate-context", path, span));
        else context = { kind: "context", span, fields };
        break;
      }
      case "typeDecl": {
        const name = inner.name;
        const type = kid(inner, "typeExpr");
        if (name && type) types.push({ kind: "typeDecl", span, name: ident(name), type: lowerType(type, cx) });
        break;
      }
      case "resourceDecl": {
        const r = lowerResource(inner, cx);
        if (r) resources.push(r);
        break;
      }
      case "toolDecl": {
        const t = lowerTool(inner, cx);
        if (t) tools.push(t);
        break;
      }
      case "refusalsDecl": {
        if (!inner.number) break;
        if (refusals) diagnostics.push(diag("duplicate-member", path, span, { member: "refusals max", owner: "the toolset" }));
        else refusals = numberLiteral(inner.number, cx);
        break;
      }
      default:
        break;
    }
  }
  // A file the grammar refused to parse, or gave up on, has no declarations to miss.
  if (!toolset && !diagnostics.some((d) => d.code === "misplaced-toolset" || d.code === "nesting-too-deep" || d.code === "too-many-errors")) {
    const firstNonBlank = text.search(/\S/);
    const at = firstNonBlank < 0 ? 0 : firstNonBlank;
    diagnostics.push(diag("missing-toolset", path, { start: at, end: at }));
  }
  return { kind: "file", span: { start: 0, end: text.length }, path, source: text, toolset, context, types, resources, tools, refusals };
}
