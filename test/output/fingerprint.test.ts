// The compiler's fingerprint covers what shapes output, not the whole compiler: a new lint
// rule or diagnostic wording leaves every manifest as it was.
import { describe, expect, it } from "vitest";
import { checkerCode, outputCode } from "../../src/output/fingerprint.js";

describe("the compiler's fingerprint", () => {
  const files = [...outputCode().keys()];

  it("covers the parser, the lowering, every emitter and the runtime's sources", () => {
    for (const f of ["grammar/parse", "src/lower/source", "src/lower/file", "src/model", "src/emit/index", "src/emit/validators/index", "src/emit/dispatcher/index", "src/emit/schemas/index", "src/output/plan", "runtime/runtime.ts", "runtime/validators.ts"]) expect(files, f).toContain(f);
  });

  it("covers a check only where an emitter reads it (the verbs behind readOnlyHint)", () => {
    expect(files).toContain("src/check/verbs");
    expect(files.filter((f) => f.startsWith("src/check/"))).toEqual(["src/check/verbs"]);
  });

  it("leaves out the checks, the diagnostics, the command and the editor tools", () => {
    for (const f of files) expect(f).not.toMatch(/^src\/(diagnostics|cli|lsp|fmt)\//);
    expect(files).not.toContain("src/check/near-twin-docs");
  });
});

describe("the front end's fingerprint", () => {
  const files = [...checkerCode().keys()];

  it("covers what decides a contract's diagnostics: the parser, the lowering, every check and the diagnostics' wording", () => {
    for (const f of ["grammar/parse", "src/lower/file", "src/compile", "src/toolset-names", "src/check/index", "src/check/near-twin-docs", "src/diagnostics/codes"]) expect(files, f).toContain(f);
  });

  it("leaves out the emitters and the command, which decide no diagnostic", () => {
    for (const f of files) expect(f).not.toMatch(/^src\/(emit|cli|output|lsp)\//);
  });
});
