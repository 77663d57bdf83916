// The banking suite's environment: a bank account, the user's files and the user's account
// details, as AgentDojo's pydantic models hold them (banking/task_suite.py,
// tools/banking_client.py, file_reader.py, user_account.py), in plain data.
import type { Transaction } from "../generated/dojo_banking/index.js";
import { loadEnvironment, vectorDefaults, type Site } from "../yaml-env.js";

/** A transaction, sent, received or scheduled: the contract's type is the suite's model. */
export type BkTransaction = Transaction;

/** The user's account details. */
export interface BkUser {
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  password: string;
}

/** The whole environment of one task; `vectors` says where each injection vector stands. */
export interface BankingEnv {
  bank_account: {
    balance: number;
    iban: string;
    transactions: BkTransaction[];
    scheduled_transactions: BkTransaction[];
  };
  // A Map, so that any path, `__proto__` too, is a file name and nothing else.
  filesystem: { files: Map<string, string> };
  user_account: BkUser;
  vectors: Record<string, Site[]>;
}

type Raw = Record<string, unknown>;
const list = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);

function toTransaction(t: Raw): BkTransaction {
  return {
    id: Number(t.id),
    sender: String(t.sender),
    recipient: String(t.recipient),
    amount: Number(t.amount),
    subject: String(t.subject),
    date: String(t.date),
    recurring: t.recurring === true,
  };
}

/**
 * Every vector of this suite stands inside a double-quoted YAML string, and AgentDojo fills
 * the placeholders in the YAML text, so an injection's `\n` and `\t` become a line break and
 * a tab there; the texts are read the same way here before they are filled in.
 */
export function unquote(text: string): string {
  return text.replace(/\\([\\"nt])/g, (_w, c: string) =>
    c === "n" ? "\n" : c === "t" ? "\t" : c,
  );
}

/** The banking environment of `dataDir`, with the given injections. */
export function bankingEnvironment(
  dataDir: string,
  injections: Readonly<Record<string, string>>,
): BankingEnv {
  // An unknown vector stays a key here, and loadEnvironment refuses it.
  const texts = Object.fromEntries(
    Object.entries({ ...vectorDefaults(dataDir), ...injections }).map(
      ([k, v]) => [k, unquote(v)],
    ),
  );
  const { data, sites } = loadEnvironment(dataDir, texts);
  const bank = data.bank_account as Raw;
  const files = ((data.filesystem as Raw | undefined)?.files ?? {}) as Raw;
  const user = data.user_account as Raw;
  const env: BankingEnv = {
    bank_account: {
      balance: Number(bank.balance),
      iban: String(bank.iban),
      transactions: list(bank.transactions).map(toTransaction),
      scheduled_transactions: list(bank.scheduled_transactions).map(
        toTransaction,
      ),
    },
    filesystem: {
      files: new Map(Object.entries(files).map(([k, v]) => [k, String(v)])),
    },
    user_account: {
      first_name: String(user.first_name),
      last_name: String(user.last_name),
      street: String(user.street),
      city: String(user.city),
      password: String(user.password),
    },
    vectors: sites,
  };
  // A vector no tool reads is an error of the data, found now rather than when marked.
  for (const at of Object.values(sites).flat()) changeAt(env, at, (t) => t);
  return env;
}

/** The string a vector's site names in `env` (a transaction's field or a file), set by `change`. */
export function changeAt(
  env: BankingEnv,
  at: Site,
  change: (text: string) => string,
): void {
  const [part, store, index, field] = at;
  if (part === "filesystem" && store === "files" && at.length === 3) {
    const name = String(index);
    const text = env.filesystem.files.get(name);
    if (text !== undefined) env.filesystem.files.set(name, change(text));
    return;
  }
  if (
    part === "bank_account" &&
    (store === "transactions" || store === "scheduled_transactions") &&
    at.length === 4
  ) {
    const t = env.bank_account[store][Number(index)] as unknown as
      Raw | undefined;
    if (t !== undefined && typeof t[String(field)] === "string")
      t[String(field)] = change(String(t[String(field)]));
    return;
  }
  if (part === "user_account" && at.length === 2) {
    const u = env.user_account as unknown as Raw;
    if (typeof u[String(store)] === "string")
      u[String(store)] = change(String(u[String(store)]));
    return;
  }
  throw new Error(
    `An injection vector stands where no tool reads it: ${at.join(".")}.`,
  );
}
