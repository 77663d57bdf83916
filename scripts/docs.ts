// Regenerates the diagnostic-code table of README.md from the registry.
import fs from "node:fs";
import { withCodesSection } from "../src/diagnostics/docs.js";

const file = new URL("../README.md", import.meta.url);
const before = fs.readFileSync(file, "utf8");
const after = withCodesSection(before);
if (after !== before) fs.writeFileSync(file, after);
process.stdout.write(after === before ? "README.md is up to date\n" : "README.md updated\n");
