// `wellFormed` calls the engine's String.prototype.isWellFormed where it has one and a
// regular expression where it has not (engines before ES2024); both give the same answer.
import vm from "node:vm";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { runtimeSource, VALIDATORS } from "../../src/emit/runtime.js";

/** The helper module's `wellFormed`, run in a fresh realm, with or without the native method. */
function wellFormedIn(native: boolean): (s: string) => boolean {
  const js = ts.transpileModule(runtimeSource(VALIDATORS), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const realm = vm.createContext({ exports: {} });
  if (!native) vm.runInContext("delete String.prototype.isWellFormed", realm);
  vm.runInContext(js, realm);
  return (realm as { exports: { wellFormed: (s: string) => boolean } }).exports.wellFormed;
}

const SAMPLES = ["", "plain", "é and 😀", "\ud83d\ude00x", "\ud800", "a\udc00b", "\ud800\ud800", "x\udbff", "\udfff\ud800", "😀\udc00"];

describe("wellFormed", () => {
  it("answers as the native method does, with it and with the regular expression that stands in for it", () => {
    const native = wellFormedIn(true);
    const fallback = wellFormedIn(false);
    for (const s of SAMPLES) {
      const expected = (s as string & { isWellFormed(): boolean }).isWellFormed();
      expect([s, native(s)]).toEqual([s, expected]);
      expect([s, fallback(s)]).toEqual([s, expected]);
    }
    expect(SAMPLES.filter((s) => !fallback(s))).toHaveLength(6);
  });

  it("runs the regular expression in a realm whose strings have no isWellFormed", () => {
    const realm = vm.createContext({ exports: {} });
    vm.runInContext("delete String.prototype.isWellFormed", realm);
    expect(vm.runInContext("typeof ''.isWellFormed", realm)).toBe("undefined");
    expect(wellFormedIn(false)("\ud800")).toBe(false);
  });
});
