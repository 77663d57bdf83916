// What ran during a replay: the application code a refusal must come before.

/** How many times the application's handlers and writers ran, and which writers changed data. */
export interface Counters {
  handlers: number;
  writers: number;
  /** The writers that ran, by name, in order. */
  readonly wrote: string[];
}

/** Fresh counters. */
export function counters(): Counters {
  return { handlers: 0, writers: 0, wrote: [] };
}
