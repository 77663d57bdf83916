// One application process of the concurrency tests: it opens the shared store, builds
// the larkfield dispatcher with the shared key, and executes its share of the same
// proposals concurrently (or re-runs them, when told). The writer is idempotent by operation id, as a real one is,
// and counts every time it is called. Prints one line per writer start, then "done".
import fs from "node:fs";
import { createDispatcher, type Proposal, type RunOnceStore } from "../../generated/larkfield/index.js";
import { openStore, type Backend } from "./backends.js";

const [backend, where, proposalsFile, countText, offsetText, delayText, waitText, leaseText, rerunText] =
  process.argv.slice(2);
const proposals = JSON.parse(fs.readFileSync(proposalsFile ?? "", "utf8")) as Proposal[];
const count = Number(countText);
const offset = Number(offsetText);
const delay = Number(delayText);
const wait = Number(waitText);
// "short": a claim's lease is the write timeout plus twice the store's, 3 s, for a
// process about to be killed; otherwise timeouts a loaded machine never reaches.
const short = leaseText === "short";
// "rerun": a person's explicit request to run again the operations whose outcome is unknown.
const rerun = rerunText === "rerun";

const opened = await openStore(backend as Backend, where ?? "");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tools = createDispatcher({
  handlers: {
    get_order: (a) => ({ order_id: a.order_id }),
    get_customer_orders: () => ({ orders: [] }),
    get_payments: () => ({}),
    search_policy: () => ({}),
  },
  owners: { order: () => "C-1" },
  writers: {
    request_refund: async (args, _ctx, op) => {
      await opened.call(op.operation_id);
      console.log(`writing ${op.operation_id}`);
      await sleep(delay);
      await opened.write(op.operation_id, args.amount);
      return { refunded: args.amount };
    },
    create_return_label: () => null,
  },
  runOnce: opened.store as RunOnceStore,
  proposalKey: "store-test-proposal-key-0123456789abcdef",
  timeoutMs: short ? 1000 : 30_000,
  storeTimeoutMs: short ? 1000 : 30_000,
});
await sleep(wait);
const runs = Array.from({ length: count }, (_, i) =>
  tools.execute(proposals[(offset + i) % proposals.length] as Proposal, { customer_id: "C-1" }, { by: "reviewer", rerun }),
);
const codes = (await Promise.all(runs)).map((r) => r.code);
console.log(`done ${JSON.stringify(codes)}`);
await opened.close();
