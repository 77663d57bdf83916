// Lowering of a whole file: the CST of `grammar/` in, the plain-data AST out.
import type { CstNode } from "chevrotain";
import type { ContextDecl, ResourceDecl, ToolDecl, ToolFile, ToolsetDecl, TypeDecl } from "../ast.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { ident, node, nodeSpan, nodes, token } from "./cst.js";
import { lowerTool } from "./members.js";
import { lowerFields, lowerText, lowerType, type LowerContext } from "./types.js";

function lowerResource(n: CstNode, cx: LowerContext): ResourceDecl | undefined {
  const name = token(n, "name");
  if (!name) return undefined;
  let id: ResourceDecl["id"];
  let owner: ResourceDecl["owner"];
  let missing: ResourceDecl["missing"];
  const twice = (member: string, at: CstNode): void => {
    cx.diagnostics.push(diag("duplicate-member", cx.file, nodeSpan(at), { member, owner: `resource '${name.image}'` }));
  };
  for (const m of nodes(n, "members")) {
    const idType = node(m, "idType");
    const ownerTok = token(m, "owner");
    const missingTok = token(m, "missing");
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

/** Lowers the CST of one file. Structural problems (no toolset, two contexts) are reported here. */
export function lowerFile(cst: CstNode, path: string, text: string, diagnostics: Diagnostic[]): ToolFile {
  const cx: LowerContext = { file: path, diagnostics };
  let toolset: ToolsetDecl | undefined;
  let context: ContextDecl | undefined;
  const types: TypeDecl[] = [];
  const resources: ResourceDecl[] = [];
  const tools: ToolDecl[] = [];
  nodes(cst, "decls").forEach((inner, index) => {
    const span = nodeSpan(inner);
    switch (inner.name) {
      case "toolsetDecl": {
        const name = token(inner, "name");
        if (!name) return;
        if (toolset || index > 0) {
          diagnostics.push(diag("misplaced-toolset", path, span));
          return;
        }
        toolset = { kind: "toolset", span, name: ident(name), doc: lowerText(token(inner, "doc"), cx) };
        return;
      }
      case "contextDecl": {
        const fields = lowerFields(nodes(inner, "fields"), cx);
        if (context) diagnostics.push(diag("duplicate-context", path, span));
        else context = { kind: "context", span, fields };
        return;
      }
      case "typeDecl": {
        const name = token(inner, "name");
        const type = node(inner, "type");
        if (name && type) types.push({ kind: "typeDecl", span, name: ident(name), type: lowerType(type, cx) });
        return;
      }
      case "resourceDecl": {
        const r = lowerResource(inner, cx);
        if (r) resources.push(r);
        return;
      }
      case "toolDecl": {
        const t = lowerTool(inner, cx);
        if (t) tools.push(t);
        return;
      }
    }
  });
  // A file the grammar refused to parse, or gave up on, has no declarations to miss.
  if (!toolset && !diagnostics.some((d) => d.code === "misplaced-toolset" || d.code === "nesting-too-deep" || d.code === "too-many-errors")) {
    const firstNonBlank = text.search(/\S/);
    const at = firstNonBlank < 0 ? 0 : firstNonBlank;
    diagnostics.push(diag("missing-toolset", path, { start: at, end: at }));
  }
  return { kind: "file", span: { start: 0, end: text.length }, path, source: text, toolset, context, types, resources, tools };
}
