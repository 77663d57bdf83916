// Writes a folder of generated contracts for the benchmark: `tools` tools, 10 per file.
import fs from "node:fs";
import path from "node:path";

/** The text of contract file number `n` with `count` tools; `variant` changes one doc. */
export function contractText(n, count, variant = 0) {
  const tools = [];
  for (let i = 0; i < count; i++) {
    tools.push(`read lookup_${n}_${i} {
  doc "Look up record ${i} of set ${n} by its ID. Returns its status and dates.${i === 0 && variant ? ` Edit ${variant}.` : ""}"
  arg record_id: RecordId "The record ID: R- and 6 digits."
  arg limit?: int(1..50) "How many entries to return."
  arg status: "open" | "closed" | "pending" "Which records to include."
  returns { id: RecordId, count: int(0..1000), note: string(0..200) }
}
`);
  }
  return `// Benchmark contract ${n}.
toolset bench_${n} "Benchmark tools, set ${n}."

context {
  customer_id: string
}

type RecordId = string /^R-\\d{6}$/

${tools.join("\n")}`;
}

/** Creates `dir/contracts` with `tools` tools in files of 10; returns the contracts folder. */
export function writeContracts(dir, tools) {
  const out = path.join(dir, "contracts");
  fs.mkdirSync(out, { recursive: true });
  for (let n = 0; n * 10 < tools; n++) {
    fs.writeFileSync(path.join(out, `set_${String(n).padStart(4, "0")}.tool`), contractText(n, Math.min(10, tools - n * 10)));
  }
  return out;
}
