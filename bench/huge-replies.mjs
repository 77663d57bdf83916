// `forModel()` on replies far larger than the cap: the time to write the capped text must
// follow the cap (4,000 characters), not the reply. Each reply is built once, outside the
// timing, and timed over a few single calls (the median is reported): a call on a huge reply
// takes milliseconds, too long for tinybench's batches of 200.

/** The replies: what a careless handler might return. */
function replies() {
  const keys = {};
  for (let i = 0; i < 1e6; i++) keys[`k${i}`] = i;
  return [
    ["a Uint8Array of 10,000,000 bytes", new Uint8Array(1e7)],
    ["an object of 1,000,000 keys", keys],
    ["a list of 1,000,000 small objects", Array.from({ length: 1e6 }, (_, i) => ({ id: i, name: `item ${i}` }))],
    ["a string of 50,000,000 characters", "x".repeat(5e7)],
  ];
}

/** Median milliseconds of `modelText(true, reply, 4000)` per reply, with the text's length. */
export function hugeReplies(larkfield, runs = 5) {
  return replies().map(([label, reply]) => {
    const ms = [];
    let length = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      length = larkfield.modelText(true, reply, 4000).length;
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    return { label, ms: ms[Math.floor(runs / 2)], length };
  });
}

/** The Markdown section of the report. */
export function hugeRepliesSection(rows) {
  return [
    "## forModel() on huge replies",
    "",
    "`modelText(true, reply, 4000)`, what `forModel()` runs, on replies far over the cap: median of 5 single calls. The text is always valid JSON of at most 4,000 characters, marked `…(truncated)`. An object's keys must all be listed once (JavaScript cannot read the first keys of an object alone), so that row still grows with the object.",
    "",
    "| reply | ms | characters |",
    "|---|---:|---:|",
    ...rows.map((r) => `| ${r.label} | ${r.ms.toFixed(1)} | ${r.length} |`),
    "",
  ].join("\n");
}
