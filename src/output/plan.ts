// What `build` would write: every generated file's final bytes, header included. The
// emitters are imported only here and only when a toolset really has to be emitted. Each
// emitter prints its file exactly as prettier would, so nothing here formats.
import path from "node:path";
import { GENERATED_MARKER, headerLine } from "../emit/header.js";
import type { Emitter } from "../emit/index.js";
import type { Toolset } from "../model.js";
import { inputHash } from "./fingerprint.js";
import { toolsetOf } from "./manifest.js";
import type { AnyFile } from "./write.js";

/** One file of the planned output, relative to the output folder. */
export interface PlannedFile {
  /** `<toolset>/<path>`, `/`-separated. */
  readonly path: string;
  readonly text: string;
}

/** Supplies the emitters; the default loads the real ones on first use. Tests pass their own. */
export type EmitterSource = () => Promise<readonly Emitter[]>;

/** The compiler's own emitters, loaded lazily. */
export const defaultEmitters: EmitterSource = async () => (await import("../emit/index.js")).EMITTERS;

/** The header of a file every toolset shares (the runtime): it names no contract. */
const SHARED_HEADER = `// ${GENERATED_MARKER}. Do not edit.`;

/**
 * The second header line of every generated TypeScript file but a toolset's `index.ts`: the
 * application's `tsc` reads these files' types without checking their bodies again. What
 * `build` writes is fixed by the contract, and contractc's own tests type-check it under the
 * strictest settings, so checking it again in every application build would only cost time
 * (most of `tsc`'s time over a large generated folder) and break on the application's own
 * stricter flags. `index.ts` stays checked: it holds the runtime version `tsc` compares.
 */
export const NOCHECK_LINE = "// @ts-nocheck: contractc type-checks what it writes; tsc here reads its types only.";

/**
 * Emits every file of one toolset, each with its header; JSON carries its own. Files every toolset shares (emitted as `../name`) come with each toolset,
 * at their place in the output folder; `skip` leaves out those already planned.
 */
export async function planToolset(toolset: Toolset, emitters: EmitterSource = defaultEmitters, skip?: ReadonlySet<string>): Promise<PlannedFile[]> {
  const list = await emitters();
  const emitted = list.flatMap((e) => e.emit(toolset));
  const files = emitted
    .map((f) => ({ f, rel: path.posix.join(toolset.name, f.path) }))
    .filter(({ rel }) => !skip?.has(rel))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return files.map(({ f, rel }) => {
    if (!rel.endsWith(".ts")) return { path: rel, text: f.text };
    const first = f.path.startsWith("../") ? SHARED_HEADER : headerLine(toolset.sourcePath);
    const header = f.path === "index.ts" ? first : `${first}\n${NOCHECK_LINE}`;
    return { path: rel, text: `${header}\n\n${f.text}` };
  });
}

/** A contract as read: its header path and text. */
export interface ContractText {
  readonly headerPath: string;
  readonly text: string;
}

/** One toolset's planned output: its input hash, and its files unless the folder is known current. */
export interface ToolsetPlan {
  readonly name: string;
  readonly input: string;
  /** Undefined when the folder is known to be built from this very input and intact; settled once weighed against the disk. */
  readonly files: readonly AnyFile[] | undefined;
}

/** A toolset whose contract was not compiled (build remembered it): its name and header path, and how to compile it should it have to be emitted. */
export interface DeferredToolset {
  readonly name: string;
  readonly sourcePath: string;
  readonly compile: () => Promise<Toolset>;
}

/** How `planAll` runs: `current(name, input)` tells which folders need no emitting; `then` takes each plan as soon as it is emitted. */
export interface PlanHooks {
  /** The shortcut of `watch`, from what it wrote itself (`build` and `check` emit all). */
  readonly current?: ((name: string, input: string) => boolean) | undefined;
  /** Weighs a toolset's files against the disk (and stages them) so its texts need not be kept. */
  readonly then?: (plan: ToolsetPlan) => ToolsetPlan;
}

/** Plans every toolset, one after the other, each handed to `then` before the next is emitted; a deferred one is compiled only when it is emitted. */
export async function planAll(
  toolsets: readonly (Toolset | DeferredToolset)[],
  contracts: readonly ContractText[],
  fingerprint: string,
  emitters: EmitterSource = defaultEmitters,
  hooks: PlanHooks = {},
): Promise<ToolsetPlan[]> {
  const texts = new Map(contracts.map((c) => [c.headerPath, c.text]));
  const plans: ToolsetPlan[] = [];
  // The shared files come with the first toolset emitted, once.
  const shared = new Set<string>();
  for (const ts of toolsets) {
    const input = inputHash(fingerprint, ts.sourcePath, texts.get(ts.sourcePath) ?? "");
    const files = hooks.current?.(ts.name, input) ? undefined : await planToolset("compile" in ts ? await ts.compile() : ts, emitters, shared);
    for (const f of files ?? []) if (toolsetOf(f.path) !== ts.name) shared.add(f.path);
    const plan = { name: ts.name, input, files };
    plans.push(hooks.then ? hooks.then(plan) : plan);
  }
  return plans;
}
