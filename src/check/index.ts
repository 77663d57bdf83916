// All semantic checks, run in a fixed order over each toolset: names first, then types
// and values, then tool members, then the contract smells (warnings).
import { diag, type Diagnostic } from "../diagnostics/diagnostic.js";
import type { Toolset } from "../model.js";
import { blobArgument } from "./blob-argument.js";
import { catastrophicRegex } from "./catastrophic-regex.js";
import { contextNamedArg } from "./context-named-arg.js";
import { defaultValue } from "./default-value.js";
import { duplicateNames } from "./duplicate-names.js";
import { effectMember } from "./effect-member.js";
import { ensureMember } from "./ensure-member.js";
import { finishCount } from "./finish-count.js";
import { hintMember } from "./hint-member.js";
import { nameClash } from "./name-clash.js";
import { nearTwinDocs } from "./near-twin-docs.js";
import { openObject } from "./open-object.js";
import { providerLimits } from "./provider-limits.js";
import { rangeBounds } from "./range-bounds.js";
import { readSideEffect } from "./read-side-effect.js";
import { recursiveType } from "./recursive-type.js";
import { regexSyntax } from "./regex-syntax.js";
import { requiredWithDefault } from "./required-with-default.js";
import { reservedNames } from "./reserved-names.js";
import { resourceDecl } from "./resource-decl.js";
import type { Rule } from "./rule.js";
import { policyMember } from "./policy-member.js";
import { ruleMember } from "./rule-member.js";
import { scopeMember } from "./scope-member.js";
import { onceMember } from "./once-member.js";
import { requireMember } from "./require-member.js";
import { establishMember } from "./establish-member.js";
import { seenMember } from "./seen-member.js";
import { stringFormat } from "./string-format.js";
import { toolDoc } from "./tool-doc.js";
import { toolLimits } from "./tool-limits.js";
import { toolNameLength } from "./tool-name-length.js";
import { toolsetName } from "./toolset-name.js";
import { unanchoredPattern } from "./unanchored-pattern.js";
import { unboundedString } from "./unbounded-string.js";
import { unionShape } from "./union-shape.js";
import { unknownType } from "./unknown-type.js";
import { unownedResource } from "./unowned-resource.js";
import { untrustedMember } from "./untrusted-member.js";
import { unusedDeclarations } from "./unused-declarations.js";
import { wantsEnum } from "./wants-enum.js";
import { writeDocVague } from "./write-doc-vague.js";
import { writeOutsideFinish } from "./write-outside-finish.js";

/** Every rule, in the order it runs. */
export const RULES: readonly Rule[] = [
  // Names
  toolsetName,
  duplicateNames,
  nameClash,
  reservedNames,
  toolNameLength,
  unknownType,
  recursiveType,
  // Types and values
  rangeBounds,
  regexSyntax,
  stringFormat,
  catastrophicRegex,
  defaultValue,
  unionShape,
  openObject,
  writeOutsideFinish,
  resourceDecl,
  // Tool members
  scopeMember,
  effectMember,
  toolLimits,
  ensureMember,
  seenMember,
  onceMember,
  requireMember,
  establishMember,
  ruleMember,
  untrustedMember,
  policyMember,
  hintMember,
  finishCount,
  // Contract smells
  toolDoc,
  nearTwinDocs,
  writeDocVague,
  readSideEffect,
  blobArgument,
  unboundedString,
  unanchoredPattern,
  wantsEnum,
  requiredWithDefault,
  unusedDeclarations,
  unownedResource,
  contextNamedArg,
  providerLimits,
];

/** Runs every rule over one toolset and returns what they found. */
export function checkToolset(ts: Toolset, rules: readonly Rule[] = RULES): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const rule of rules) rule.check(ts, (code, span, ...params) => out.push(diag(code, ts.file.path, span, ...params)));
  return out;
}
