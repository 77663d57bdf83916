// The pieces the τ-bench replays rest on: reading task lists written as Python literals,
// and Python's rounding.
import { describe, expect, it } from "vitest";
import { parseTasks } from "../../bench/agents/tau/pytasks.js";
import { round2 } from "../../bench/agents/tau/pyfloat.js";
import { calculate } from "../../bench/agents/tau/retail/tools.js";

describe("parseTasks", () => {
  it("reads Task and Action calls, keyword arguments, nested literals and joined strings", () => {
    const src = `from x import Task, Action

TASKS = [
    Task(
        annotator="0",
        user_id="ana_lima_1001",
        instruction="You are Ana. "
        'You want a refund.',
        actions=[
            Action(name="find_user_id_by_email", kwargs={"email": "a@b.co"}),
            Action(
                name="book",
                kwargs={"n": 2, "x": -1.5, "ok": True, "none": None, "items": ["1", "2"],},
            ),
        ],
        outputs=[],
    ),
]
`;
    const [t] = parseTasks(src, "retail");
    expect(t).toEqual({
      id: "retail-0",
      user_id: "ana_lima_1001",
      instruction: "You are Ana. You want a refund.",
      actions: [
        { name: "find_user_id_by_email", kwargs: { email: "a@b.co" } },
        {
          name: "book",
          kwargs: { n: 2, x: -1.5, ok: true, none: null, items: ["1", "2"] },
        },
      ],
    });
  });

  it("refuses text that is not a task list", () => {
    expect(() => parseTasks("nothing here", "x")).toThrow(/no task list/);
  });
});

describe("round2", () => {
  it("rounds as Python's round(x, 2) does, ties to even", () => {
    expect(round2(2.675)).toBe(2.67); // 2.67499999... in binary
    expect(round2(2.125)).toBe(2.12);
    expect(round2(2.375)).toBe(2.38);
    expect(round2(-2.125)).toBe(-2.12);
    expect(round2(97.55000000000001)).toBe(97.55);
  });
});

describe("calculate", () => {
  it("evaluates arithmetic with precedence and parentheses, rounded", () => {
    expect(calculate("2 * ((350 - 122) + (499 - 127))")).toBe("1200.0");
    expect(calculate("10 / 3")).toBe("3.33");
    expect(calculate("-2 ** 2 + 2 ** 3 ** 2")).toBe("508.0");
    expect(calculate("7 // 2 * 1.5")).toBe("4.5");
    expect(() => calculate("1 / 0")).toThrow(/division by zero/);
    expect(() => calculate("2 (3)")).toThrow();
    expect(() => calculate("import os")).toThrow(/invalid characters/);
  });
});
