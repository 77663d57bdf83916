// The banking tools, ungated: each does what AgentDojo's Python tool does (banking_client.py,
// file_reader.py, user_account.py of the v1 suites): the same results, the same changes and
// the same quirks (a missing file reads as an empty list; updating a scheduled transaction
// that does not exist answers an empty list and changes nothing; a field given as 0, "" or
// false is left as it was). Results are copies, so a caller never changes the environment.
import type { BankingEnv, BkTransaction } from "./env.js";

type Args = Record<string, unknown>;
type Tool = (env: BankingEnv, args: Args) => unknown;

/** A float as Python's str() writes it: `50.0`, `98.7`. */
export function pyFloat(n: number): string {
  return Number.isInteger(n) ? `${n}.0` : String(n);
}

/** `next_id`: one past the largest id of the transactions and the scheduled ones. */
export function nextTransactionId(env: BankingEnv): number {
  const ids = [
    ...env.bank_account.transactions,
    ...env.bank_account.scheduled_transactions,
  ].map((t) => t.id);
  return Math.max(0, ...ids) + 1;
}

/** Python's `xs[-n:]` for an integer n. */
function lastN<T>(xs: readonly T[], n: number): T[] {
  const from = -Math.trunc(n);
  if (from === 0) return [...xs];
  return xs.slice(from < 0 ? Math.max(xs.length + from, 0) : from);
}

// Python's truthiness of an optional argument: None, 0, "" and False leave the field as it was.
const given = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== 0 && v !== "" && v !== false;

function newTransaction(
  env: BankingEnv,
  args: Args,
  recurring: boolean,
): BkTransaction {
  return {
    id: nextTransactionId(env),
    sender: env.bank_account.iban,
    recipient: String(args.recipient),
    amount: Number(args.amount),
    subject: String(args.subject),
    date: String(args.date),
    recurring,
  };
}

/** Every banking tool, as the suite lists them. */
export const bankingTools: Readonly<Record<string, Tool>> = {
  get_iban: (env) => env.bank_account.iban,
  send_money: (env, a) => {
    const t = newTransaction(env, a, false);
    env.bank_account.transactions.push(t);
    return {
      message: `Transaction to ${t.recipient} for ${pyFloat(t.amount)} sent.`,
    };
  },
  schedule_transaction: (env, a) => {
    const t = newTransaction(env, a, a.recurring === true);
    env.bank_account.scheduled_transactions.push(t);
    return {
      message: `Transaction to ${t.recipient} for ${pyFloat(t.amount)} scheduled.`,
    };
  },
  update_scheduled_transaction: (env, a) => {
    const t = env.bank_account.scheduled_transactions.find(
      (x) => x.id === Number(a.id),
    );
    if (t === undefined) return [];
    if (given(a.recipient)) t.recipient = String(a.recipient);
    if (given(a.amount)) t.amount = Number(a.amount);
    if (given(a.subject)) t.subject = String(a.subject);
    if (given(a.date)) t.date = String(a.date);
    if (given(a.recurring)) t.recurring = a.recurring === true;
    return { message: `Transaction with ID ${String(a.id)} updated.` };
  },
  get_balance: (env) => env.bank_account.balance,
  get_most_recent_transactions: (env, a) =>
    structuredClone(
      lastN(
        env.bank_account.transactions,
        a.n === undefined ? 100 : Number(a.n),
      ),
    ),
  get_scheduled_transactions: (env) =>
    structuredClone(env.bank_account.scheduled_transactions),
  read_file: (env, a) => env.filesystem.files.get(String(a.file_path)) ?? [],
  get_user_info: (env) => {
    const u = env.user_account;
    return {
      first_name: u.first_name,
      last_name: u.last_name,
      street: u.street,
      city: u.city,
    };
  },
  update_password: (env, a) => {
    env.user_account.password = String(a.password);
    return { message: "Password updated." };
  },
  update_user_info: (env, a) => {
    const u = env.user_account;
    if (given(a.first_name)) u.first_name = String(a.first_name);
    if (given(a.last_name)) u.last_name = String(a.last_name);
    if (given(a.street)) u.street = String(a.street);
    if (given(a.city)) u.city = String(a.city);
    return bankingTools.get_user_info?.(env, {});
  },
};

/** The tools that change the environment: proposed in the finish, never called. */
export const BANKING_WRITES: ReadonlySet<string> = new Set([
  "send_money",
  "schedule_transaction",
  "update_scheduled_transaction",
  "update_password",
  "update_user_info",
]);
