// A contract that uses every type form, shared by the validator and type tests.

/** The contract text. */
export const SHAPES = `
toolset shapes "Every type form."

context {
  tenant: string "The tenant."
}

type Code = string(2..4) /^[a-z]+$/
type Count = int(1..10)
type Money = number(0..100)
type Color = "red" | "green" | "blue"
type Point = { x: int, y: int "The height." }
type Tree = { name: string(1..), children: { name: string }[] }

resource thing {
  id Code
  owner tenant
  missing "No thing {id}."
}

read every {
  doc "Every form at once."
  arg s: string(1..3) "Short."
  arg c: Code
  arg n: Count
  arg m: Money
  arg b: bool
  arg color: Color
  arg yes: true
  arg point: Point
  arg list: int[1..2]
  arg maybe: string?
  arg opt?: string
  arg dflt: int = 5
  arg tags: string[] = ["a"]
  arg thing: thing
  arg mixed: "auto" | 1 | false
  arg nested: { inner: { deep: string }? }
}

read trees {
  doc "Walk a tree."
  arg tree: Tree
  returns { items: ({ kind: "a", v: int } | { kind: "b", w: string })[] }
}

read names {
  doc "List names."
  returns string[]
}

write do_a {
  doc "Changes A."
  arg amount: number(0..10)
}

write do_b {
  doc "Changes B."
  arg note?: string
}

finish done {
  doc "End the task."
  arg outcome: "ok" | "fail"
  arg actions: (do_a | do_b)[..3]
  arg emoji: string(..2)
  arg why?: string
  rule outcome == "ok" => count(actions) >= 1 "Need an action."
  rule outcome == "fail" => why present
}
`;

/** A valid input of the tool `every`, before defaults. */
export const EVERY_OK = {
  s: "abc",
  c: "abc",
  n: 3,
  m: 2.5,
  b: false,
  color: "red",
  yes: true,
  point: { x: 1, y: 2 },
  list: [1],
  maybe: null,
  thing: "xy",
  mixed: 1,
  nested: { inner: null },
};
