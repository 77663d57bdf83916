// Hand-written validators for the benchmark's tools: the fastest correct code we know how to
// write for each, the limit the generated validators are measured against. Their semantics
// are contractc's, issue for issue: plain objects only, own keys only, no coercion, lengths
// in code points, every issue (fields in declaration order, each its first failure, then
// undeclared keys in the order given), pydantic's wording, and a fresh value of the declared
// keys. Each tool is one function with a local issue list, written for its own fields:
//
// - declared keys are read directly (`input.order_id`), and one `for...in` counts the
//   input's keys; when the count is the number of declared keys found and no prototype can
//   answer for them, nothing else is there; a prototype that may answer for them makes the
//   fields be read again as own keys, and an undeclared key (or a key count that does not
//   add up) a walk for undeclared keys;
// - a pattern is tested character by character, not by a regular expression;
// - a length bound counts code points only when `s.length` cannot decide (n code points
//   take n to 2n UTF-16 units);
// - issue objects, paths and lists are allocated only when there is an issue;
// - a string is scanned for lone surrogates with the engine's `isWellFormed`, and a string a
//   simple (ASCII-only) pattern accepts is well-formed, so only a refused one is scanned; an
//   int is tested with one `Number.isSafeInteger`, telling `int_type` from `int_unsafe` after.

const BASE = Object.prototype;
const hasOwn = Object.prototype.hasOwnProperty;

const OBJECT = "Input should be a valid object";
const MISSING = "Field required";
const EXTRA = "Extra inputs are not permitted";
const STRING = "Input should be a valid string";
const INT = "Input should be a valid integer";
const UNSAFE = "Input should be an integer from -9007199254740991 to 9007199254740991";
const UNICODE = "Input should be a valid string, unable to parse raw data as a unicode string";

/** The outcome for an input that is not a plain object. */
function notObject() {
  return { ok: false, issues: [{ path: "", type: "object_type", message: OBJECT }] };
}

/** The prototype of a plain object (that realm's Object.prototype, or none), else `false`. */
function plainProto(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === BASE || proto === null || Object.getPrototypeOf(proto) === null ? proto : false;
}

/** Code points of `s`, a lone surrogate counting as one. */
function codePoints(s) {
  let n = 0;
  for (let i = 0; i < s.length; i++, n++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
  }
  return n;
}

/** The own value of `key`, read when a prototype may answer for it. */
function own(v, key) {
  return hasOwn.call(v, key) ? v[key] : undefined;
}

/** `^LK-\d{6}$` */
function isOrderId(s) {
  if (s.length !== 9 || s.charCodeAt(0) !== 76 || s.charCodeAt(1) !== 75 || s.charCodeAt(2) !== 45) return false;
  for (let i = 3; i < 9; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** `^[A-Z]{3}-\d{4}$` */
function isSku(s) {
  if (s.length !== 8 || s.charCodeAt(3) !== 45) return false;
  for (let i = 0; i < 3; i++) {
    const c = s.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  for (let i = 4; i < 8; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** `^[a-z][a-z0-9-]{2,31}$` */
function isSlug(s) {
  if (s.length < 3 || s.length > 32) return false;
  let c = s.charCodeAt(0);
  if (c < 97 || c > 122) return false;
  for (let i = 1; i < s.length; i++) {
    c = s.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}

// ---------------------------------------------------------------- get_order

/** get_order's arguments. */
export function getOrder(input) {
  const proto = plainProto(input);
  if (proto === false) return notObject();
  let orderId = input.order_id;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.order_id !== undefined);
  const exact = inherited || n !== (orderId === undefined ? 0 : 1);
  if (inherited) orderId = own(input, "order_id");
  let issues;
  if (orderId === undefined) issues = [{ path: "order_id", type: "missing", message: MISSING }];
  else if (typeof orderId !== "string") issues = [{ path: "order_id", type: "string_type", message: STRING }];
  else if (!isOrderId(orderId))
    issues = [
      orderId.isWellFormed()
        ? { path: "order_id", type: "string_pattern_mismatch", message: "String should match pattern '^LK-\\d{6}$'" }
        : { path: "order_id", type: "string_unicode", message: UNICODE },
    ];
  if (exact)
    for (const k in input)
      if (k !== "order_id" && hasOwn.call(input, k)) (issues ??= []).push({ path: k, type: "extra_forbidden", message: EXTRA });
  return issues === undefined ? { ok: true, value: { order_id: orderId } } : { ok: false, issues };
}

// ---------------------------------------------------------------- update_user_email

/** update_user_email's arguments. */
export function updateUserEmail(input) {
  const proto = plainProto(input);
  if (proto === false) return notObject();
  let userId = input.user_id;
  let email = input.email;
  let dryRun = input.dry_run;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.user_id !== undefined || BASE.email !== undefined || BASE.dry_run !== undefined);
  const exact = inherited || n !== (userId === undefined ? 0 : 1) + (email === undefined ? 0 : 1) + (dryRun === undefined ? 0 : 1);
  if (inherited) {
    userId = own(input, "user_id");
    email = own(input, "email");
    dryRun = own(input, "dry_run");
  }
  let issues;
  if (userId === undefined) issues = [{ path: "user_id", type: "missing", message: MISSING }];
  else if (typeof userId !== "number" || !Number.isSafeInteger(userId))
    issues = [Number.isInteger(userId) ? { path: "user_id", type: "int_unsafe", message: UNSAFE } : { path: "user_id", type: "int_type", message: INT }];
  else if (userId < 1)
    issues = [{ path: "user_id", type: "greater_than_equal", message: "Input should be greater than or equal to 1" }];

  if (email === undefined) (issues ??= []).push({ path: "email", type: "missing", message: MISSING });
  else if (typeof email !== "string") (issues ??= []).push({ path: "email", type: "string_type", message: STRING });
  else if (email.length < 10 && (email.length < 5 || codePoints(email) < 5))
    (issues ??= []).push({ path: "email", type: "string_too_short", message: "String should have at least 5 characters" });
  else if (email.length > 320 && (email.length > 640 || codePoints(email) > 320))
    (issues ??= []).push({ path: "email", type: "string_too_long", message: "String should have at most 320 characters" });
  else if (!email.isWellFormed()) (issues ??= []).push({ path: "email", type: "string_unicode", message: UNICODE });

  if (dryRun === undefined) (issues ??= []).push({ path: "dry_run", type: "missing", message: MISSING });
  else if (dryRun !== true) (issues ??= []).push({ path: "dry_run", type: "literal_error", message: "Input should be true" });

  if (exact)
    for (const k in input)
      if (k !== "user_id" && k !== "email" && k !== "dry_run" && hasOwn.call(input, k))
        (issues ??= []).push({ path: k, type: "extra_forbidden", message: EXTRA });
  return issues === undefined ? { ok: true, value: { user_id: userId, email, dry_run: dryRun } } : { ok: false, issues };
}

// ---------------------------------------------------------------- get_page (kiosk)

/** get_page's arguments: one field with a pattern. */
export function getPage(input) {
  const proto = plainProto(input);
  if (proto === false) return notObject();
  let slug = input.slug;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.slug !== undefined);
  const exact = inherited || n !== (slug === undefined ? 0 : 1);
  if (inherited) slug = own(input, "slug");
  let issues;
  if (slug === undefined) issues = [{ path: "slug", type: "missing", message: MISSING }];
  else if (typeof slug !== "string") issues = [{ path: "slug", type: "string_type", message: STRING }];
  else if (!isSlug(slug))
    issues = [
      slug.isWellFormed()
        ? { path: "slug", type: "string_pattern_mismatch", message: "String should match pattern '^[a-z][a-z0-9-]{2,31}$'" }
        : { path: "slug", type: "string_unicode", message: UNICODE },
    ];
  if (exact)
    for (const k in input)
      if (k !== "slug" && hasOwn.call(input, k)) (issues ??= []).push({ path: k, type: "extra_forbidden", message: EXTRA });
  return issues === undefined ? { ok: true, value: { slug } } : { ok: false, issues };
}

// ---------------------------------------------------------------- set_quota (kiosk)

/** set_quota's arguments: an int range, a bounded string and the literal `true`. */
export function setQuota(input) {
  const proto = plainProto(input);
  if (proto === false) return notObject();
  let quota = input.quota;
  let label = input.label;
  let confirm = input.confirm;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.quota !== undefined || BASE.label !== undefined || BASE.confirm !== undefined);
  const exact = inherited || n !== (quota === undefined ? 0 : 1) + (label === undefined ? 0 : 1) + (confirm === undefined ? 0 : 1);
  if (inherited) {
    quota = own(input, "quota");
    label = own(input, "label");
    confirm = own(input, "confirm");
  }
  let issues;
  if (quota === undefined) issues = [{ path: "quota", type: "missing", message: MISSING }];
  else if (typeof quota !== "number" || !Number.isSafeInteger(quota))
    issues = [Number.isInteger(quota) ? { path: "quota", type: "int_unsafe", message: UNSAFE } : { path: "quota", type: "int_type", message: INT }];
  else if (quota < 1) issues = [{ path: "quota", type: "greater_than_equal", message: "Input should be greater than or equal to 1" }];
  else if (quota > 1000) issues = [{ path: "quota", type: "less_than_equal", message: "Input should be less than or equal to 1000" }];

  if (label === undefined) (issues ??= []).push({ path: "label", type: "missing", message: MISSING });
  else if (typeof label !== "string") (issues ??= []).push({ path: "label", type: "string_type", message: STRING });
  else if (label.length < 1) (issues ??= []).push({ path: "label", type: "string_too_short", message: "String should have at least 1 character" });
  else if (label.length > 64 && (label.length > 128 || codePoints(label) > 64))
    (issues ??= []).push({ path: "label", type: "string_too_long", message: "String should have at most 64 characters" });
  else if (!label.isWellFormed()) (issues ??= []).push({ path: "label", type: "string_unicode", message: UNICODE });

  if (confirm === undefined) (issues ??= []).push({ path: "confirm", type: "missing", message: MISSING });
  else if (confirm !== true) (issues ??= []).push({ path: "confirm", type: "literal_error", message: "Input should be true" });

  if (exact)
    for (const k in input)
      if (k !== "quota" && k !== "label" && k !== "confirm" && hasOwn.call(input, k))
        (issues ??= []).push({ path: k, type: "extra_forbidden", message: EXTRA });
  return issues === undefined ? { ok: true, value: { quota, label, confirm } } : { ok: false, issues };
}

// ---------------------------------------------------------------- finish

/** The reason-less part of an action item's issues: its path. */
function at(i, key) {
  return "actions." + i + "." + key;
}

/** A tag value as the issue message shows it. */
function tagText(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  return Array.isArray(v) ? "list" : typeof v;
}

const TAGS = "' found using 'tool' does not match any of the expected tags: 'request_refund', 'create_return_label'";

/** `request_refund` as action `i` (its tag already read): sets `items[i]`, returns the issue list. */
function refund(input, proto, i, items, issues) {
  const tool = input.tool;
  let orderId = input.order_id;
  let amount = input.amount;
  let reason = input.reason;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.order_id !== undefined || BASE.amount !== undefined || BASE.reason !== undefined);
  const exact = inherited || n !== 1 + (orderId === undefined ? 0 : 1) + (amount === undefined ? 0 : 1) + (reason === undefined ? 0 : 1);
  if (inherited) {
    orderId = own(input, "order_id");
    amount = own(input, "amount");
    reason = own(input, "reason");
  }
  const before = issues;
  if (orderId === undefined) (issues ??= []).push({ path: at(i, "order_id"), type: "missing", message: MISSING });
  else if (typeof orderId !== "string") (issues ??= []).push({ path: at(i, "order_id"), type: "string_type", message: STRING });
  else if (!isOrderId(orderId))
    (issues ??= []).push(
      orderId.isWellFormed()
        ? { path: at(i, "order_id"), type: "string_pattern_mismatch", message: "String should match pattern '^LK-\\d{6}$'" }
        : { path: at(i, "order_id"), type: "string_unicode", message: UNICODE },
    );

  if (amount === undefined) (issues ??= []).push({ path: at(i, "amount"), type: "missing", message: MISSING });
  else if (typeof amount !== "number" || !Number.isFinite(amount))
    (issues ??= []).push({ path: at(i, "amount"), type: "number_type", message: "Input should be a valid number" });
  else if (amount < 0)
    (issues ??= []).push({ path: at(i, "amount"), type: "greater_than_equal", message: "Input should be greater than or equal to 0" });
  else if (amount > 5000)
    (issues ??= []).push({ path: at(i, "amount"), type: "less_than_equal", message: "Input should be less than or equal to 5000" });

  if (reason === undefined) (issues ??= []).push({ path: at(i, "reason"), type: "missing", message: MISSING });
  else if (reason !== "damaged" && reason !== "late" && reason !== "not_received")
    (issues ??= []).push({ path: at(i, "reason"), type: "literal_error", message: "Input should be 'damaged', 'late' or 'not_received'" });

  if (exact)
    for (const k in input)
      if (k !== "tool" && k !== "order_id" && k !== "amount" && k !== "reason" && hasOwn.call(input, k))
        (issues ??= []).push({ path: at(i, k), type: "extra_forbidden", message: EXTRA });
  if (issues === before) items[i] = { tool, order_id: orderId, amount, reason };
  return issues;
}

/** `create_return_label` as action `i` (its tag already read): sets `items[i]`, returns the issue list. */
function label(input, proto, i, items, issues) {
  const tool = input.tool;
  let orderId = input.order_id;
  let sku = input.sku;
  let reason = input.reason;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.order_id !== undefined || BASE.sku !== undefined || BASE.reason !== undefined);
  const exact = inherited || n !== 1 + (orderId === undefined ? 0 : 1) + (sku === undefined ? 0 : 1) + (reason === undefined ? 0 : 1);
  if (inherited) {
    orderId = own(input, "order_id");
    sku = own(input, "sku");
    reason = own(input, "reason");
  }
  const before = issues;
  if (orderId === undefined) (issues ??= []).push({ path: at(i, "order_id"), type: "missing", message: MISSING });
  else if (typeof orderId !== "string") (issues ??= []).push({ path: at(i, "order_id"), type: "string_type", message: STRING });
  else if (!isOrderId(orderId))
    (issues ??= []).push(
      orderId.isWellFormed()
        ? { path: at(i, "order_id"), type: "string_pattern_mismatch", message: "String should match pattern '^LK-\\d{6}$'" }
        : { path: at(i, "order_id"), type: "string_unicode", message: UNICODE },
    );

  if (sku === undefined) (issues ??= []).push({ path: at(i, "sku"), type: "missing", message: MISSING });
  else if (typeof sku !== "string") (issues ??= []).push({ path: at(i, "sku"), type: "string_type", message: STRING });
  else if (!isSku(sku))
    (issues ??= []).push(
      sku.isWellFormed()
        ? { path: at(i, "sku"), type: "string_pattern_mismatch", message: "String should match pattern '^[A-Z]{3}-\\d{4}$'" }
        : { path: at(i, "sku"), type: "string_unicode", message: UNICODE },
    );

  if (reason === undefined) (issues ??= []).push({ path: at(i, "reason"), type: "missing", message: MISSING });
  else if (reason !== "damaged" && reason !== "wrong_item" && reason !== "changed_mind")
    (issues ??= []).push({ path: at(i, "reason"), type: "literal_error", message: "Input should be 'damaged', 'wrong_item' or 'changed_mind'" });

  if (exact)
    for (const k in input)
      if (k !== "tool" && k !== "order_id" && k !== "sku" && k !== "reason" && hasOwn.call(input, k))
        (issues ??= []).push({ path: at(i, k), type: "extra_forbidden", message: EXTRA });
  if (issues === before) items[i] = { tool, order_id: orderId, sku, reason };
  return issues;
}

/** finish's arguments: literals, a bounded string, and a list of actions told apart by their `tool`. */
export function finish(input) {
  const proto = plainProto(input);
  if (proto === false) return notObject();
  let outcome = input.outcome;
  let message = input.message;
  let actions = input.actions;
  let n = 0;
  for (const _ in input) n++;
  const inherited = proto !== null && (proto !== BASE || BASE.outcome !== undefined || BASE.message !== undefined || BASE.actions !== undefined);
  const exact = inherited || n !== (outcome === undefined ? 0 : 1) + (message === undefined ? 0 : 1) + (actions === undefined ? 0 : 1);
  if (inherited) {
    outcome = own(input, "outcome");
    message = own(input, "message");
    actions = own(input, "actions");
  }
  let issues;
  if (outcome === undefined) issues = [{ path: "outcome", type: "missing", message: MISSING }];
  else if (outcome !== "resolve" && outcome !== "reply_only" && outcome !== "escalate")
    issues = [{ path: "outcome", type: "literal_error", message: "Input should be 'resolve', 'reply_only' or 'escalate'" }];

  if (message === undefined) (issues ??= []).push({ path: "message", type: "missing", message: MISSING });
  else if (typeof message !== "string") (issues ??= []).push({ path: "message", type: "string_type", message: STRING });
  else if (message.length < 1) (issues ??= []).push({ path: "message", type: "string_too_short", message: "String should have at least 1 character" });
  else if (message.length > 2000 && (message.length > 4000 || codePoints(message) > 2000))
    (issues ??= []).push({ path: "message", type: "string_too_long", message: "String should have at most 2000 characters" });
  else if (!message.isWellFormed()) (issues ??= []).push({ path: "message", type: "string_unicode", message: UNICODE });

  let items;
  if (actions === undefined) (issues ??= []).push({ path: "actions", type: "missing", message: MISSING });
  else if (!Array.isArray(actions)) (issues ??= []).push({ path: "actions", type: "list_type", message: "Input should be a valid list" });
  else if (actions.length > 5)
    (issues ??= []).push({ path: "actions", type: "too_long", message: "List should have at most 5 items after validation, not " + actions.length });
  else {
    items = new Array(actions.length);
    for (let i = 0; i < actions.length; i++) {
      const item = actions[i];
      const itemProto = plainProto(item);
      if (itemProto === false) {
        (issues ??= []).push({ path: "actions." + i, type: "object_type", message: OBJECT });
        continue;
      }
      const tag = own(item, "tool");
      if (tag === "request_refund") issues = refund(item, itemProto, i, items, issues);
      else if (tag === "create_return_label") issues = label(item, itemProto, i, items, issues);
      else if (tag === undefined)
        (issues ??= []).push({ path: "actions." + i, type: "union_tag_not_found", message: "Unable to extract tag using discriminator 'tool'" });
      else (issues ??= []).push({ path: "actions." + i, type: "union_tag_invalid", message: "Input tag '" + tagText(tag) + TAGS });
    }
  }

  if (exact)
    for (const k in input)
      if (k !== "outcome" && k !== "message" && k !== "actions" && hasOwn.call(input, k))
        (issues ??= []).push({ path: k, type: "extra_forbidden", message: EXTRA });
  return issues === undefined ? { ok: true, value: { outcome, message, actions: items } } : { ok: false, issues };
}
