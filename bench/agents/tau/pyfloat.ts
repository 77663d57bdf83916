// Python's arithmetic where it differs from JavaScript's, for the replays to end in the
// very state τ-bench's tools leave.

/** Python's `round(x, 2)`: the nearest hundredth of the exact binary value, ties to even. */
export function round2(x: number): number {
  const fixed = Number(x.toFixed(2));
  const thousandths = x * 1000;
  // A tie needs x exactly halfway (x * 1000 an exact integer ending in 5): toFixed goes
  // away from zero there, Python to the even hundredth.
  if (Number.isInteger(thousandths) && Math.abs(thousandths % 10) === 5) {
    const down = Math.trunc(thousandths / 10) / 100;
    return Math.round(Math.abs(down) * 100) % 2 === 0 ? down : fixed;
  }
  return fixed;
}

/** A tool's error answer: τ-bench returns it as text starting with "Error:" and changes nothing. */
export class TauError extends Error {
  /** The text the tool answers, "Error: ..." as τ-bench words it. */
  readonly text: string;
  constructor(message: string) {
    super(message);
    this.text = `Error: ${message}`;
  }
}

/** How many times `x` is in `list` (Python's `list.count`). */
export function countOf<T>(list: readonly T[], x: T): number {
  return list.filter((y) => y === x).length;
}
