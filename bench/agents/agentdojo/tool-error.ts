// What a ported AgentDojo tool raises where the Python tool raises: AgentDojo's runtime
// hands the model the error's text and the environment stays as it was.

/** An error a suite's tool answers with, as the Python tool would raise it. */
export class DojoToolError extends Error {
  constructor(text: string) {
    super(text);
    this.name = "DojoToolError";
  }
}

/** The moment the tools write as "now" (Python's datetime.now().isoformat()), fixed once per process so that two runs of a task compare equal. */
export const NOW: string = (() => {
  const d = new Date();
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}000`;
})();
