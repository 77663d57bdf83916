// The MCP row: `tools/call` per second over stdio, the SDK's own 2.x client against two
// server processes serving the same shop (bench/mcp-server.ts): contractc's (contractc/mcp/v2,
// the contract's gates) and the SDK's `McpServer` with Zod schemas for the same tools. Each
// is timed at both revisions (2025-11-25, and 2026-07-28 pinned), with one call in flight and
// with 16, in alternating rounds; each figure is the median of the rounds. The time includes
// both processes' JSON-RPC work and the pipes, on the same two cores.
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import path from "node:path";

const SERVERS = ["contractc", "zod"];
const REVISIONS = ["2025-11-25", "2026-07-28"];
const CALL = { name: "get_order", arguments: { order_id: "LK-551906" } };

/** Median of a list of numbers. */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A client of one server process at one revision. */
async function connect(root, server, revision) {
  const negotiation = revision === "2026-07-28" ? { versionNegotiation: { mode: { pin: revision } } } : {};
  const client = new Client({ name: "bench", version: "1.0.0" }, negotiation);
  const args = ["--import", "tsx", path.join(root, "bench", "mcp-server.ts"), server];
  await client.connect(new StdioClientTransport({ command: process.execPath, args, cwd: root, stderr: "inherit" }));
  return client;
}

/** Calls per second for `ms` with `inFlight` calls kept outstanding. */
async function rate(client, ms, inFlight) {
  let calls = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(ms) * 1_000_000n;
  const worker = async () => {
    while (process.hrtime.bigint() < end) {
      await client.callTool(CALL);
      calls++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return calls / (Number(process.hrtime.bigint() - start) / 1e9);
}

/** Every server at every revision, each call checked once, then timed in `rounds` alternating rounds of `ms` per figure. */
export async function mcpFigures(root, { rounds = 3, ms = 1500 } = {}) {
  const jobs = [];
  for (const server of SERVERS) for (const revision of REVISIONS) jobs.push({ server, revision, client: await connect(root, server, revision), one: [], many: [] });
  try {
    for (const j of jobs) {
      const r = await j.client.callTool(CALL);
      const text = r.content?.[0]?.text ?? "";
      if (r.isError || JSON.parse(text).result?.status !== "delivered") throw new Error(`${j.server} at ${j.revision} answered ${text.slice(0, 200)}`);
      await rate(j.client, 300, 4); // warm-up
    }
    for (let round = 0; round < rounds; round++) {
      for (const j of round % 2 === 0 ? jobs : [...jobs].reverse()) {
        j.one.push(await rate(j.client, ms, 1));
        j.many.push(await rate(j.client, ms, 16));
      }
    }
  } finally {
    for (const j of jobs) await j.client.close();
  }
  return { rounds, ms, rows: jobs.map((j) => ({ server: j.server, revision: j.revision, one: median(j.one), many: median(j.many) })) };
}

const NAMES = { contractc: "contractc (contractc/mcp/v2, the contract's gates)", zod: "the SDK's `McpServer`, Zod schemas" };

/** The MCP section of bench/results.md. */
export function mcpSection(f) {
  if ("error" in f) return ["## MCP over stdio", "", `(no figures: ${f.error})`, ""].join("\n");
  return [
    "## MCP over stdio",
    "",
    `\`tools/call\` of get_order per second, the MCP SDK's 2.x client against a server process over stdio (bench/mcp-server.ts: the same shop database and handler behind both; the Zod server checks the order's owner by hand, as the contract's gate does). Median of ${f.rounds} alternating rounds of ${f.ms} ms, with one call in flight and with 16; both processes share the machine's cores.`,
    "",
    "| server | revision | calls/s, 1 in flight | calls/s, 16 in flight |",
    "|---|---|---|---|",
    ...f.rows.map((r) => `| ${NAMES[r.server]} | ${r.revision} | ${r.one.toFixed(0)} | ${r.many.toFixed(0)} |`),
    "",
  ].join("\n");
}
