// Every contender of the validator benchmark, behind one shape: `run(input)` is what is timed
// (the library's own call, as an application would make it, and its own form of the
// outcome), `read(raw)` turns that outcome into `{ ok, paths }` for the agreement check only.
import { createRequire } from "node:module";
import Ajv from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { Type } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import * as v from "valibot";
import { z } from "zod";
import * as hand from "./hand.mjs";

const require = createRequire(import.meta.url);

/** `a/b/0` or `/a/b/0` (JSON pointer) as the dotted path contractc reports. */
function dotted(pointer) {
  return pointer.replace(/^\//, "").split("/").join(".");
}

/** Joins a dotted path and a key. */
function under(path, key) {
  return path === "" ? String(key) : `${path}.${key}`;
}

/** Paths of contractc-shaped issues. */
function issuePaths(raw) {
  return raw.ok ? { ok: true, paths: [] } : { ok: false, paths: raw.issues.map((i) => i.path) };
}

// ------------------------------------------------------------------ contractc and hand-written

/** contractc's generated validator of `tool` in the loaded toolset module. */
function generated(module, tool) {
  const check = module.validators[tool];
  return { run: check, read: issuePaths };
}

const HAND = {
  get_order: hand.getOrder,
  update_user_email: hand.updateUserEmail,
  get_page: hand.getPage,
  set_quota: hand.setQuota,
  finish: hand.finish,
};

// ------------------------------------------------------------------ Ajv

/** Paths of Ajv errors: a missing or undeclared key is named by its params, not its instancePath. */
function ajvPaths(errors) {
  return errors.map((e) => {
    const at = dotted(e.instancePath);
    if (e.keyword === "required") return under(at, e.params.missingProperty);
    if (e.keyword === "additionalProperties") return under(at, e.params.additionalProperty);
    return at;
  });
}

/** Ajv compiled in this process; `unicode: false` counts UTF-16 units instead of code points. */
function ajvCompiled(schema, options) {
  const validate = new Ajv({ strict: true, ...options }).compile(schema);
  return {
    // The application's call: the boolean, then the errors when it is false.
    run: (input) => (validate(input) ? input : validate.errors),
    read: (raw) => (Array.isArray(raw) ? { ok: false, paths: ajvPaths(raw) } : { ok: true, paths: [] }),
  };
}

/** Ajv's standalone module for `schema`, as a build step would write it, loaded as CommonJS. */
function ajvStandalone(schema, options) {
  const ajv = new Ajv({ strict: true, ...options, code: { source: true } });
  const source = standaloneCode(ajv, ajv.compile(schema));
  const module = { exports: {} };
  // The module requires Ajv's runtime helpers (e.g. ucs2length), resolved from here.
  new Function("require", "module", "exports", source)(require, module, module.exports);
  const validate = module.exports;
  return {
    run: (input) => (validate(input) ? input : validate.errors),
    read: (raw) => (Array.isArray(raw) ? { ok: false, paths: ajvPaths(raw) } : { ok: true, paths: [] }),
    source,
  };
}

// ------------------------------------------------------------------ Zod 4

const zodOrderId = z.string().regex(/^LK-\d{6}$/u);
const ZOD = {
  get_order: z.strictObject({ order_id: zodOrderId }),
  get_page: z.strictObject({ slug: z.string().regex(/^[a-z][a-z0-9-]{2,31}$/u) }),
  set_quota: z.strictObject({ quota: z.int().min(1).max(1000), label: z.string().min(1).max(64), confirm: z.literal(true) }),
  update_user_email: z.strictObject({
    user_id: z.int().min(1),
    email: z.string().min(5).max(320),
    dry_run: z.literal(true),
  }),
  finish: z.strictObject({
    outcome: z.enum(["resolve", "reply_only", "escalate"]),
    message: z.string().min(1).max(2000),
    actions: z
      .array(
        z.discriminatedUnion("tool", [
          z.strictObject({
            tool: z.literal("request_refund"),
            order_id: zodOrderId,
            amount: z.number().min(0).max(5000),
            reason: z.enum(["damaged", "late", "not_received"]),
          }),
          z.strictObject({
            tool: z.literal("create_return_label"),
            order_id: zodOrderId,
            sku: z.string().regex(/^[A-Z]{3}-\d{4}$/u),
            reason: z.enum(["damaged", "wrong_item", "changed_mind"]),
          }),
        ]),
      )
      .max(5),
  }),
};

/** Paths of Zod issues; one `unrecognized_keys` issue names several keys. */
function zodPaths(issues) {
  return issues.flatMap((i) => {
    const at = i.path.join(".");
    return i.code === "unrecognized_keys" ? i.keys.map((k) => under(at, k)) : [at];
  });
}

function zod(tool) {
  const schema = ZOD[tool];
  return {
    run: (input) => schema.safeParse(input),
    read: (raw) => (raw.success ? { ok: true, paths: [] } : { ok: false, paths: zodPaths(raw.error.issues) }),
  };
}

// ------------------------------------------------------------------ TypeBox

const tbClosed = { additionalProperties: false };
const tbOrderId = Type.String({ pattern: "^LK-\\d{6}$" });
const tbEnum = (...values) => Type.Union(values.map((x) => Type.Literal(x)));
const TYPEBOX = {
  get_order: Type.Object({ order_id: tbOrderId }, tbClosed),
  get_page: Type.Object({ slug: Type.String({ pattern: "^[a-z][a-z0-9-]{2,31}$" }) }, tbClosed),
  set_quota: Type.Object(
    {
      quota: Type.Integer({ minimum: 1, maximum: 1000 }),
      label: Type.String({ minLength: 1, maxLength: 64 }),
      confirm: Type.Literal(true),
    },
    tbClosed,
  ),
  update_user_email: Type.Object(
    {
      user_id: Type.Integer({ minimum: 1 }),
      email: Type.String({ minLength: 5, maxLength: 320 }),
      dry_run: Type.Literal(true),
    },
    tbClosed,
  ),
  finish: Type.Object(
    {
      outcome: tbEnum("resolve", "reply_only", "escalate"),
      message: Type.String({ minLength: 1, maxLength: 2000 }),
      actions: Type.Array(
        Type.Union([
          Type.Object(
            {
              tool: Type.Literal("request_refund"),
              order_id: tbOrderId,
              amount: Type.Number({ minimum: 0, maximum: 5000 }),
              reason: tbEnum("damaged", "late", "not_received"),
            },
            tbClosed,
          ),
          Type.Object(
            {
              tool: Type.Literal("create_return_label"),
              order_id: tbOrderId,
              sku: Type.String({ pattern: "^[A-Z]{3}-\\d{4}$" }),
              reason: tbEnum("damaged", "wrong_item", "changed_mind"),
            },
            tbClosed,
          ),
        ]),
        { maxItems: 5 },
      ),
    },
    tbClosed,
  ),
};

/** TypeBox's compiled check; its errors come from a separate, interpreted pass. */
function typebox(tool, firstOnly) {
  const check = TypeCompiler.Compile(TYPEBOX[tool]);
  return {
    run: firstOnly
      ? (input) => (check.Check(input) ? input : [check.Errors(input).First()])
      : (input) => (check.Check(input) ? input : [...check.Errors(input)]),
    read: (raw) => (Array.isArray(raw) ? { ok: false, paths: raw.map((e) => dotted(e.path)) } : { ok: true, paths: [] }),
  };
}

// ------------------------------------------------------------------ Valibot

const vOrderId = v.pipe(v.string(), v.regex(/^LK-\d{6}$/u));
const VALIBOT = {
  get_order: v.strictObject({ order_id: vOrderId }),
  get_page: v.strictObject({ slug: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{2,31}$/u)) }),
  set_quota: v.strictObject({
    quota: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1000)),
    label: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    confirm: v.literal(true),
  }),
  update_user_email: v.strictObject({
    user_id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    email: v.pipe(v.string(), v.minLength(5), v.maxLength(320)),
    dry_run: v.literal(true),
  }),
  finish: v.strictObject({
    outcome: v.picklist(["resolve", "reply_only", "escalate"]),
    message: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
    actions: v.pipe(
      v.array(
        v.variant("tool", [
          v.strictObject({
            tool: v.literal("request_refund"),
            order_id: vOrderId,
            amount: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5000)),
            reason: v.picklist(["damaged", "late", "not_received"]),
          }),
          v.strictObject({
            tool: v.literal("create_return_label"),
            order_id: vOrderId,
            sku: v.pipe(v.string(), v.regex(/^[A-Z]{3}-\d{4}$/u)),
            reason: v.picklist(["damaged", "wrong_item", "changed_mind"]),
          }),
        ]),
      ),
      v.maxLength(5),
    ),
  }),
};

function valibot(tool, firstOnly) {
  const schema = VALIBOT[tool];
  const config = firstOnly ? { abortEarly: true } : undefined;
  return {
    run: (input) => v.safeParse(schema, input, config),
    read: (raw) =>
      raw.success
        ? { ok: true, paths: [] }
        : { ok: false, paths: raw.issues.map((i) => (i.path ?? []).map((p) => p.key).join(".")) },
  };
}

// ------------------------------------------------------------------ typia

/** `$input.actions[0].order_id` as the dotted path contractc reports. */
function typiaPath(path) {
  return path.replace(/^\$input\.?/, "").replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
}

/** typia's generated `validateEquals` (bench/typia.mjs); its outcome holds the input itself as `data`. */
function typia(validate) {
  return {
    run: validate,
    read: (raw) => (raw.success ? { ok: true, paths: [] } : { ok: false, paths: raw.errors.map((e) => typiaPath(e.path)) }),
  };
}

// ------------------------------------------------------------------ the list

/**
 * Every contender for one tool. `mode` is "all" (every issue) or "first"; `unionBranches`
 * marks a union checked branch by branch (no tag), whose issue paths are comparable only
 * by covering; `caveat` is what differs from contractc's semantics. `typiaChecks` are
 * typia's generated validators by tool (bench/typia.mjs), when they could be made.
 */
export function contenders(tool, module, argsSchema, typiaChecks) {
  const list = [
    { library: "hand-written", mode: "all", ...{ run: HAND[tool], read: issuePaths } },
    { library: "contractc", mode: "all", ...generated(module, tool) },
    { library: "Ajv compiled", mode: "all", ...ajvCompiled(argsSchema, { allErrors: true }) },
    { library: "Ajv compiled", mode: "first", ...ajvCompiled(argsSchema, { allErrors: false }) },
    { library: "Ajv standalone", mode: "all", ...ajvStandalone(argsSchema, { allErrors: true }) },
    { library: "Ajv standalone", mode: "first", ...ajvStandalone(argsSchema, { allErrors: false }) },
    {
      library: "Ajv compiled, unicode: false",
      mode: "all",
      caveat: "lengths in UTF-16 units: shown only to price Ajv's code-point count",
      ...ajvCompiled(argsSchema, { allErrors: true, unicode: false, logger: false }),
    },
    { library: "Zod", mode: "all", caveat: "lengths in UTF-16 units", ...zod(tool) },
    { library: "TypeBox compiler", mode: "all", caveat: "lengths in UTF-16 units; no fresh value", ...typebox(tool, false) },
    { library: "TypeBox compiler", mode: "first", caveat: "lengths in UTF-16 units; no fresh value", ...typebox(tool, true) },
    { library: "Valibot", mode: "all", caveat: "lengths in UTF-16 units", ...valibot(tool, false) },
    { library: "Valibot", mode: "first", caveat: "lengths in UTF-16 units", ...valibot(tool, true) },
  ];
  const generatedByTypia = typiaChecks?.[tool];
  if (generatedByTypia !== undefined)
    list.push({ library: "typia", mode: "all", caveat: "lengths in UTF-16 units; no fresh value", ...typia(generatedByTypia) });
  for (const c of list) {
    if (c.library.startsWith("Ajv") || c.library.startsWith("TypeBox")) {
      c.unionBranches = tool === "finish";
      if (c.library.startsWith("Ajv")) c.caveat ??= "no fresh value";
    }
  }
  return list;
}
