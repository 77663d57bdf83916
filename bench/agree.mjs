// The correctness gate run before any timing: every contender must agree with the hand-written
// reference on which benchmark inputs are valid, and report the same issue paths where they are
// comparable. A contender that does not agree on a case is not timed for it; the report says why.
import { isDeepStrictEqual } from "node:util";

/** True when `path` is `ref` or one of its parents (a union's issue stands for its branch's). */
function covers(path, ref) {
  return path === ref || ref.startsWith(path + ".");
}

const unique = (xs) => [...new Set(xs)].sort();

/** Checks one contender on one case; `reference` is the hand-written "all" contender. */
export function agreement(contender, reference, testCase) {
  const problems = [];
  const notes = [];
  for (const kind of ["valid", "invalid"]) {
    const input = testCase[kind];
    const want = reference.run(input);
    const got = contender.run(input);
    const wantRead = reference.read(want);
    const gotRead = contender.read(got);
    if (wantRead.ok !== (kind === "valid")) problems.push(`the reference calls the ${kind} input ${wantRead.ok ? "valid" : "invalid"}`);
    if (gotRead.ok !== wantRead.ok) {
      problems.push(`calls the ${kind} input ${gotRead.ok ? "valid" : "invalid"}`);
      continue;
    }
    if (contender.library === "contractc") {
      // Same semantics as the reference, so the very same outcome: issues, order, messages, value.
      if (!isDeepStrictEqual(got, want)) problems.push(`${kind}: outcome differs from the hand-written one: ${JSON.stringify(got)}`);
      if (got.ok && got.value === input) problems.push("the value is the input, not a fresh object");
      continue;
    }
    if (kind === "valid") continue;
    const refPaths = unique(wantRead.paths);
    const paths = unique(gotRead.paths);
    if (contender.mode === "first") {
      if (gotRead.paths.length !== 1) problems.push(`first-issue mode gave ${gotRead.paths.length} issues`);
      else if (!refPaths.some((r) => covers(paths[0], r))) problems.push(`first issue at "${paths[0]}", which the reference does not report`);
      continue;
    }
    if (contender.unionBranches) {
      // An untagged union reports each branch's issues (or one issue for all): compare by covering.
      const missed = refPaths.filter((r) => !paths.some((p) => covers(p, r)));
      if (missed.length > 0) problems.push(`misses ${missed.join(", ")}`);
      const extra = paths.filter((p) => !refPaths.some((r) => covers(p, r)));
      if (extra.length > 0) notes.push(`also reports the other union branch: ${extra.join(", ")}`);
      else if (!isDeepStrictEqual(paths, refPaths)) notes.push("one issue per failing union item, covering its fields");
      continue;
    }
    if (!isDeepStrictEqual(paths, refPaths)) problems.push(`issue paths ${paths.join(", ")} instead of ${refPaths.join(", ")}`);
  }
  return { agreed: problems.length === 0, problems, notes };
}
