// Regenerates the diagnostic-code table of README.md from the registry, and RUNTIME.md's
// table of refusal texts from the runtime's texts module.
import fs from "node:fs";
import { withCodesSection } from "../src/diagnostics/docs.js";
import { withRefusalTexts } from "../src/docs/refusal-texts.js";

const file = new URL("../README.md", import.meta.url);
const before = fs.readFileSync(file, "utf8");
const after = withCodesSection(before);
if (after !== before) fs.writeFileSync(file, after);
process.stdout.write(after === before ? "README.md is up to date\n" : "README.md updated\n");

const runtimeDoc = new URL("../docs/RUNTIME.md", import.meta.url);
const was = fs.readFileSync(runtimeDoc, "utf8");
const now = withRefusalTexts(was);
if (now !== was) fs.writeFileSync(runtimeDoc, now);
process.stdout.write(now === was ? "docs/RUNTIME.md is up to date\n" : "docs/RUNTIME.md updated\n");
