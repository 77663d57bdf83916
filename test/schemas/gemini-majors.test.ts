// The Gemini form against both majors of `@google/genai` the README names: 2 (installed as
// itself) and 3 (installed beside it as `genai3`). The assignments are checked by
// `tsc --noEmit`, which runs on any Node; the test below runs 3's own declarations'
// enum values against the form, read from its type file so it needs no Node 22 runtime.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import type { FunctionDeclaration as Decl2, Tool as Tool2, Type as Type2 } from "@google/genai";
import type { FunctionDeclaration as Decl3, Tool as Tool3, Type as Type3 } from "genai3";
import { describe, expect, it } from "vitest";
import * as larkfield from "../../generated/larkfield/schemas.js";
import * as museum from "../../generated/museum/schemas.js";
import * as users from "../../generated/users/schemas.js";
import * as rich from "./fixtures/rich/schemas.js";
import { walk } from "./helpers.js";

/** The JSON on the wire: Gemini's `Type` enum travels as its string values. */
type Wire<T, E> = T extends E ? `${T & string}` : T extends (infer U)[] ? Wire<U, E>[] : T extends object ? { [K in keyof T]: Wire<T[K], E> } : T;

/** Assigns the form to each major's types: a form either rejects fails `tsc`, not just this test. */
function asGemini(s: larkfield.ToolSchemas) {
  const tool2: Wire<Tool2, Type2> = s.gemini;
  const declarations2: Wire<Decl2, Type2>[] = s.gemini.functionDeclarations;
  const tool3: Wire<Tool3, Type3> = s.gemini;
  const declarations3: Wire<Decl3, Type3>[] = s.gemini.functionDeclarations;
  return { tool2, declarations2, tool3, declarations3 };
}

/** The string values of `Type` as a major's declaration file lists them. */
function typeValues(pkg: string): Set<string> {
  const file = fileURLToPath(new URL(`../../node_modules/${pkg}/dist/genai.d.ts`, import.meta.url));
  const body = /export declare enum Type \{([^}]*)\}/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "";
  return new Set([...body.matchAll(/=\s*"([A-Z_]+)"/g)].map((m) => m[1] ?? ""));
}

const modules = { larkfield, museum, users, rich };

describe.each([["@google/genai"], ["genai3"]])("%s", (pkg) => {
  const values = typeValues(pkg);

  it("declares the Type enum the form's types are drawn from", () => {
    expect(values).toContain("OBJECT");
    expect(values).toContain("STRING");
  });

  it.each(Object.entries(modules))("%s: every type in the form is one of its Type values", (_, m) => {
    for (const schemas of [m.toolSchemas, m.toolSchemasWithConstraints]) {
      const { declarations3 } = asGemini(schemas);
      expect(declarations3.length).toBeGreaterThan(0);
      for (const d of declarations3) {
        walk(d.parameters, (n, at) => {
          if (!at.endsWith(".properties") && "type" in n) expect(values.has(n["type"] as string), `${at}: ${String(n["type"])}`).toBe(true);
        });
      }
    }
  });
});
