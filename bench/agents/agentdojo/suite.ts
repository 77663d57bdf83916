// The shape of one AgentDojo suite as the harness reads it: its environment, its tools
// run ungated and behind the generated dispatcher of its contract, and its tasks, ported
// from the suite's Python (user_tasks.py, injection_tasks.py) as our own TypeScript.

/** One tool call the scripted model makes: a tool of the suite and its arguments. */
export interface DojoCall {
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** One user task: the user's request, its ground-truth calls and its utility check. */
export interface DojoUserTask<Env> {
  /** As the suite names it: `user_task_0`. */
  readonly id: string;
  /** The user's request, as the suite words it. */
  readonly prompt: string;
  /** The calls that do the task, in order, computed from the environment before it runs. */
  groundTruth(pre: Env): readonly DojoCall[];
  /** The scripted model's final answer (the task's ground-truth output, or ""). */
  answer(pre: Env): string;
  /** True when the task is done: the suite's `utility(model_output, pre, post)`. */
  utility(answer: string, pre: Env, post: Env): boolean;
}

/** One injection task: the attacker's goal, its calls and its security check. */
export interface DojoInjectionTask<Env> {
  /** As the suite names it: `injection_task_0`. */
  readonly id: string;
  /** The attacker's goal, as the suite words it. */
  readonly goal: string;
  /** The calls that reach the goal, in order. */
  groundTruth(pre: Env): readonly DojoCall[];
  /** The compromised model's final answer, where the goal is in what it says (GROUND_TRUTH_OUTPUT); "" when absent. */
  answer?(pre: Env): string;
  /** True when the attack succeeded: the suite's `security(model_output, pre, post)`. */
  security(answer: string, pre: Env, post: Env): boolean;
}

/** A result of the gated dispatcher as the harness reads it (every toolset's fits it). */
export interface DojoResult {
  readonly ok: boolean;
  readonly code: string;
  readonly error?: string | undefined;
  readonly data?: unknown;
  readonly proposals?: readonly unknown[];
}

/** One suite: the environment, the tools and the tasks. */
export interface DojoSuite<Env> {
  readonly name: "banking" | "slack" | "travel" | "workspace";
  /**
   * The environment from the suite's data folder (`environment.yaml` with every
   * `{vector}` placeholder filled: from `injections` where it names the vector, else
   * from `injection_vectors.yaml`'s default), as a fresh object.
   */
  environment(
    dataDir: string,
    injections: Readonly<Record<string, string>>,
  ): Env;
  /** The injection vectors (ids) whose text the user task's ground-truth calls read. */
  vectorsSeenBy(task: DojoUserTask<Env>, pre: Env): readonly string[];
  /** Every tool run ungated over env: the suite's Python tools' behaviour. */
  readonly tools: Readonly<
    Record<string, (env: Env, args: Record<string, unknown>) => unknown>
  >;
  /** The tools that change the environment (proposed in the finish, never called). */
  readonly writes: ReadonlySet<string>;
  /** The generated toolset's dispatcher over env, given the write path's options. */
  dispatcher(
    env: Env,
    options: { proposalKey: string; runOnce: unknown },
  ): unknown;
  /** The trusted context of a task (the suite's user). */
  context(env: Env): Record<string, unknown>;
  readonly userTasks: readonly DojoUserTask<Env>[];
  readonly injectionTasks: readonly DojoInjectionTask<Env>[];
}
