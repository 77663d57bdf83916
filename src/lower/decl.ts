// Lowering of one top-level declaration on its own: what it declares and the diagnostics
// its own text gives. Nothing here depends on the rest of the file, so a declaration
// whose text did not change can be lowered once and reused (the language server does).
import type { FileNode, ResourceNode, SyntaxNode } from "../../grammar/syntax.js";
import type { ContextDecl, Literal, ResourceDecl, Span, ToolDecl, ToolsetDecl, TypeDecl } from "../ast.js";
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import { lowerTool } from "./members.js";
import { ident, kid, nodeSpan } from "./syntax.js";
import { lowerFields, lowerText, lowerType, numberLiteral, type LowerContext } from "./types.js";

/** One top-level declaration, lowered; `decl` is undefined when recovery left too little to lower. */
export type LoweredDecl = { readonly span: Span; readonly diagnostics: readonly Diagnostic[] } & (
  | { readonly kind: "toolset"; readonly decl: ToolsetDecl | undefined }
  | { readonly kind: "context"; readonly decl: ContextDecl }
  | { readonly kind: "type"; readonly decl: TypeDecl | undefined }
  | { readonly kind: "resource"; readonly decl: ResourceDecl | undefined }
  | { readonly kind: "tool"; readonly decl: ToolDecl | undefined }
  | { readonly kind: "refusals"; readonly decl: Literal | undefined }
  | { readonly kind: "other"; readonly decl: undefined }
);

function lowerResource(n: ResourceNode, cx: LowerContext): ResourceDecl | undefined {
  const name = n.name;
  if (!name) return undefined;
  let id: ResourceDecl["id"];
  let owner: ResourceDecl["owner"];
  let missing: ResourceDecl["missing"];
  let state: ResourceDecl["state"];
  const twice = (member: string, at: SyntaxNode): void => {
    cx.diagnostics.push(diag("duplicate-member", cx.file, nodeSpan(at), { member, owner: `resource '${name.image}'` }));
  };
  for (let m = n.first; m !== undefined; m = m.next) {
    if (m.rule !== "resourceMember") continue;
    const idType = kid(m, "typeExpr");
    const ownerTok = m.owner;
    const missingTok = m.missing;
    if (m.state && idType) {
      if (state) twice("state", m);
      else state = lowerType(idType, cx);
    } else if (idType) {
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
  return { kind: "resource", span: nodeSpan(n), name: ident(name), id, owner, missing, state };
}

/** Lowers one child of the file node. */
export function lowerDecl(inner: NonNullable<FileNode["first"]>, file: string): LoweredDecl {
  const diagnostics: Diagnostic[] = [];
  const cx: LowerContext = { file, diagnostics };
  const span = nodeSpan(inner);
  switch (inner.rule) {
    case "toolsetDecl": {
      const name = inner.name;
      const decl: ToolsetDecl | undefined = name ? { kind: "toolset", span, name: ident(name), doc: lowerText(inner.doc, cx) } : undefined;
      return { kind: "toolset", span, decl, diagnostics };
    }
    case "contextDecl":
      return { kind: "context", span, decl: { kind: "context", span, fields: lowerFields(inner, cx) }, diagnostics };
    case "typeDecl": {
      const name = inner.name;
      const type = kid(inner, "typeExpr");
      const decl: TypeDecl | undefined = name && type ? { kind: "typeDecl", span, name: ident(name), type: lowerType(type, cx) } : undefined;
      return { kind: "type", span, decl, diagnostics };
    }
    case "resourceDecl":
      return { kind: "resource", span, decl: lowerResource(inner, cx), diagnostics };
    case "toolDecl":
      return { kind: "tool", span, decl: lowerTool(inner, cx), diagnostics };
    case "refusalsDecl":
      return { kind: "refusals", span, decl: inner.number ? numberLiteral(inner.number, cx) : undefined, diagnostics };
    default:
      return { kind: "other", span, decl: undefined, diagnostics };
  }
}

/** Lowers every child of the file node, in order. */
export function lowerDecls(tree: FileNode, file: string): LoweredDecl[] {
  const out: LoweredDecl[] = [];
  for (let inner = tree.first; inner !== undefined; inner = inner.next) out.push(lowerDecl(inner, file));
  return out;
}
