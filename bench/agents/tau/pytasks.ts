// Reads the task lists of a τ-bench checkout (`tasks_test.py`): Python literals of
// `Task(...)` and `Action(...)` calls, read as data (nothing is evaluated).

/** One ground-truth action of a task: a tool name and its arguments. */
export interface TauAction {
  readonly name: string;
  readonly kwargs: Record<string, unknown>;
}

/** One task: the user it is about, what the user wants, and the ground-truth actions. */
export interface TauTask {
  readonly id: string;
  readonly user_id: string;
  readonly instruction: string;
  readonly actions: readonly TauAction[];
}

type Token = {
  kind: "str" | "num" | "name" | "punct";
  text: string;
  value?: unknown;
};

const PUNCT = "()[]{},:=";

// Python string escapes the task files use; anything else is kept as written.
const ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  "\\": "\\",
  "'": "'",
  '"': '"',
};

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    if (/\s/.test(c)) i++;
    else if (c === "#") while (i < src.length && src[i] !== "\n") i++;
    else if (c === '"' || c === "'") {
      const triple = src.startsWith(c.repeat(3), i);
      const end = triple ? c.repeat(3) : c;
      i += end.length;
      let s = "";
      while (!src.startsWith(end, i)) {
        if (i >= src.length) throw new Error("unterminated string");
        if (src[i] === "\\") {
          const e = src[i + 1] as string;
          if (e === "u") {
            s += String.fromCharCode(parseInt(src.slice(i + 2, i + 6), 16));
            i += 6;
            continue;
          }
          s += ESCAPES[e] ?? "\\" + e;
          i += 2;
        } else s += src[i++];
      }
      i += end.length;
      const last = out[out.length - 1];
      // Adjacent literals join, as in Python.
      if (last?.kind === "str") last.value = (last.value as string) + s;
      else out.push({ kind: "str", text: s, value: s });
    } else if (/[-\d.]/.test(c)) {
      const m = /^-?\d+(\.\d+)?(e-?\d+)?/.exec(src.slice(i));
      if (!m) throw new Error(`bad number at ${i}`);
      out.push({ kind: "num", text: m[0], value: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(
        src.slice(i),
      ) as RegExpExecArray;
      out.push({ kind: "name", text: m[0] });
      i += m[0].length;
    } else if (PUNCT.includes(c)) {
      out.push({ kind: "punct", text: c });
      i++;
    } else throw new Error(`unexpected ${JSON.stringify(c)} at ${i}`);
  }
  return out;
}

/** A parsed call: its name and keyword arguments. */
interface Call {
  readonly call: string;
  readonly kwargs: Record<string, unknown>;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}
  private peek(): Token | undefined {
    return this.tokens[this.at];
  }
  private take(text?: string): Token {
    const t = this.tokens[this.at++];
    if (t === undefined || (text !== undefined && t.text !== text))
      throw new Error(
        `expected ${text ?? "a token"} at token ${this.at - 1}, got ${t?.text}`,
      );
    return t;
  }
  value(): unknown {
    const t = this.take();
    if (t.kind === "str" || t.kind === "num") return t.value;
    if (t.text === "[") return this.seq("]");
    if (t.text === "(") return this.seq(")");
    if (t.text === "{") {
      const o: Record<string, unknown> = {};
      while (this.peek()?.text !== "}") {
        const k = this.value();
        this.take(":");
        o[String(k)] = this.value();
        if (this.peek()?.text === ",") this.take(",");
      }
      this.take("}");
      return o;
    }
    if (t.kind === "name") {
      if (t.text === "True") return true;
      if (t.text === "False") return false;
      if (t.text === "None") return null;
      const kwargs: Record<string, unknown> = {};
      this.take("(");
      while (this.peek()?.text !== ")") {
        const k = this.take().text;
        this.take("=");
        kwargs[k] = this.value();
        if (this.peek()?.text === ",") this.take(",");
      }
      this.take(")");
      return { call: t.text, kwargs } satisfies Call;
    }
    throw new Error(`unexpected ${t.text}`);
  }
  private seq(close: string): unknown[] {
    const items: unknown[] = [];
    while (this.peek()?.text !== close) {
      items.push(this.value());
      if (this.peek()?.text === ",") this.take(",");
    }
    this.take(close);
    return items;
  }
}

/** The tasks of a `tasks_test.py` text, numbered from 0 as τ-bench numbers them. */
export function parseTasks(source: string, prefix: string): TauTask[] {
  const start = source.indexOf("= [");
  if (start < 0) throw new Error("no task list found");
  const tokens = tokenize(source.slice(start + 2));
  const list = new Parser(tokens).value() as Call[];
  return list.map((task, n) => {
    const k = task.kwargs;
    const actions = (k.actions as Call[]).map((a) => ({
      name: String(a.kwargs.name),
      kwargs: (a.kwargs.kwargs ?? {}) as Record<string, unknown>,
    }));
    return {
      id: `${prefix}-${n}`,
      user_id: String(k.user_id),
      instruction: String(k.instruction),
      actions,
    };
  });
}
