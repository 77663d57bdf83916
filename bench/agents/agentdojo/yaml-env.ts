// Reading an AgentDojo suite's data folder: environment.yaml with its `!include` files, and
// every `{vector}` placeholder filled from the injections given, else from the default in
// injection_vectors.yaml. AgentDojo fills the placeholders in the YAML text before parsing
// it; here they are filled in the parsed strings, so an injection's quotes or line breaks
// never change the document's structure.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse, type Tags } from "yaml";

/** Where a vector's placeholder stands: the path of the string that holds it. */
export type Site = readonly (string | number)[];

const INCLUDE: Tags = [
  {
    tag: "!include",
    resolve: (value: string) => ({ include: value }),
  },
];

function readYaml(file: string): unknown {
  const doc = parse(readFileSync(file, "utf8"), {
    customTags: INCLUDE,
  }) as unknown;
  return resolveIncludes(doc, dirname(file));
}

function resolveIncludes(v: unknown, dir: string): unknown {
  if (Array.isArray(v)) return v.map((x) => resolveIncludes(x, dir));
  if (v !== null && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.include === "string" && Object.keys(o).length === 1)
      return readYaml(join(dir, o.include));
    return Object.fromEntries(
      Object.entries(o).map(([k, x]) => [k, resolveIncludes(x, dir)]),
    );
  }
  return v;
}

/** The default text of each injection vector of a suite's data folder. */
export function vectorDefaults(dataDir: string): Record<string, string> {
  const raw = parse(
    readFileSync(join(dataDir, "injection_vectors.yaml"), "utf8"),
  ) as Record<string, { default?: unknown }>;
  return Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, String(v.default ?? "")]),
  );
}

/** The suite's environment as plain data, placeholders filled, and where each vector stands. */
export function loadEnvironment(
  dataDir: string,
  injections: Readonly<Record<string, string>>,
): { data: Record<string, unknown>; sites: Record<string, Site[]> } {
  const defaults = vectorDefaults(dataDir);
  for (const k of Object.keys(injections))
    if (!Object.hasOwn(defaults, k))
      throw new Error(`Injection vector '${k}' is not one of the suite's.`);
  const texts = { ...defaults, ...injections };
  const sites: Record<string, Site[]> = {};
  const fill = (v: unknown, at: Site): unknown => {
    if (typeof v === "string")
      return v.replace(/\{(\w+)\}/g, (whole, name: string) => {
        if (!Object.hasOwn(texts, name)) return whole;
        (sites[name] ??= []).push(at);
        return texts[name] ?? "";
      });
    if (Array.isArray(v)) return v.map((x, i) => fill(x, [...at, i]));
    if (v !== null && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [k, fill(x, [...at, k])]),
      );
    return v;
  };
  const data = fill(readYaml(join(dataDir, "environment.yaml")), []);
  return { data: data as Record<string, unknown>, sites };
}

/** A time as Python's isoformat writes it: `2024-05-15T10:00` becomes `2024-05-15T10:00:00`. */
export function isoTime(s: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?$/.exec(s);
  if (m === null) return s;
  return `${m[1]}T${m[2]}${m[3] ?? ":00"}`;
}
