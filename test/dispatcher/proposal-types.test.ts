// Types at the edges of the write path: an application keeps `propose`'s proposals as its
// toolset's `Proposal`, reads one back from plain data with `parseProposal` and executes it,
// and an MCP server's `onProposals` receives them typed, all without a cast
// (fixtures/proposal-usage.ts, type-checked here under the repository's strict settings
// against the committed larkfield toolset).
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The type errors of one fixture under the repository's compiler options. */
function fixtureErrors(file: string): string[] {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram([path.join(ROOT, file)], { ...options, noEmit: true });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("proposal types", () => {
  it("needs no cast from propose, or an adapter's onProposals, to a queue and back to execute", () => {
    expect(fixtureErrors("test/dispatcher/fixtures/proposal-usage.ts")).toEqual([]);
  });
});
