// Hand-written validators for the three reference tools: the practical limit a generator
// can aim at. Their semantics are contractc's, issue for issue (same paths, types, messages,
// same order: fields in declaration order, undeclared keys last): plain objects only, no
// coercion, own keys only, lengths in code points, every issue (or, in the `first` variants,
// the first one), and a fresh value of the declared keys. What they skip is the generic
// machinery: no helper calls on the valid path, no path strings built unless an issue needs
// one, no issue list allocated unless there is an issue.

const OBJECT = "Input should be a valid object";
const MISSING = "Field required";
const EXTRA = "Extra inputs are not permitted";
const STRING = "Input should be a valid string";

const ORDER_ID = /^LK-\d{6}$/u;
const SKU = /^[A-Z]{3}-\d{4}$/u;

/** A plain object such as JSON.parse makes (the same test as the generated `isObject`). */
function plain(v) {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  // The common case first: one prototype read, not two.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/** Code points of `s`, a lone surrogate counting as one; called only when `s.length` cannot decide. */
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

// The issues of the call in progress. A validator is synchronous and never re-entered, so
// one module-level list serves every call and the valid path allocates nothing for issues.
let found = null;
let firstOnly = false;

/** Records an issue of the call in progress. */
function add(path, type, message) {
  (found ??= []).push({ path, type, message });
}

/** True when a `first` variant has its issue and should stop checking. */
function done() {
  return firstOnly && found !== null;
}

/** Starts a call: no issues yet, and whether to stop at the first one. */
function begin(first) {
  found = null;
  firstOnly = first;
}

/** Ends a call: the fresh value when nothing was found, else the issues. */
function end(value) {
  const issues = found;
  found = null;
  return issues === null ? { ok: true, value } : { ok: false, issues };
}

/** Reports the undeclared keys of `input`, in the order given, under `prefix`. */
function extras(keys, declared, prefix) {
  for (let i = 0; i < keys.length; i++) {
    if (!declared.includes(keys[i])) add(prefix + keys[i], "extra_forbidden", EXTRA);
    if (done()) return;
  }
}

// ---------------------------------------------------------------- get_order

const GET_ORDER_KEYS = ["order_id"];

function getOrderBody(input) {
  if (!plain(input)) return add("", "object_type", OBJECT);
  const keys = Object.keys(input);
  let orderId;
  let known = 0;
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] === "order_id") {
      orderId = input.order_id;
      known++;
    }
  }
  if (orderId === undefined) add("order_id", "missing", MISSING);
  else if (typeof orderId !== "string") add("order_id", "string_type", STRING);
  else if (!ORDER_ID.test(orderId))
    add("order_id", "string_pattern_mismatch", "String should match pattern '^LK-\\d{6}$'");
  if (done()) return;
  if (known !== keys.length) extras(keys, GET_ORDER_KEYS, "");
  return { order_id: orderId };
}

/** get_order's arguments, every issue. */
export function getOrderAll(input) {
  begin(false);
  return end(getOrderBody(input));
}
/** get_order's arguments, the first issue only. */
export function getOrderFirst(input) {
  begin(true);
  return end(getOrderBody(input));
}

// ---------------------------------------------------------------- update_user_email

const UPDATE_EMAIL_KEYS = ["user_id", "email", "dry_run"];

function updateUserEmailBody(input) {
  if (!plain(input)) return add("", "object_type", OBJECT);
  const keys = Object.keys(input);
  let userId, email, dryRun;
  let known = 0;
  for (let i = 0; i < keys.length; i++) {
    switch (keys[i]) {
      case "user_id":
        userId = input.user_id;
        known++;
        break;
      case "email":
        email = input.email;
        known++;
        break;
      case "dry_run":
        dryRun = input.dry_run;
        known++;
        break;
    }
  }
  if (userId === undefined) add("user_id", "missing", MISSING);
  else if (typeof userId !== "number" || !Number.isSafeInteger(userId))
    add("user_id", "int_type", "Input should be a valid integer");
  else if (userId < 1)
    add("user_id", "greater_than_equal", "Input should be greater than or equal to 1");
  if (done()) return;

  if (email === undefined) add("email", "missing", MISSING);
  else if (typeof email !== "string") add("email", "string_type", STRING);
  // n code points take n to 2n UTF-16 units: count only when the length cannot decide.
  else if (email.length < 10 && (email.length < 5 || codePoints(email) < 5))
    add("email", "string_too_short", "String should have at least 5 characters");
  else if (email.length > 320 && (email.length > 640 || codePoints(email) > 320))
    add("email", "string_too_long", "String should have at most 320 characters");
  if (done()) return;

  if (dryRun === undefined) add("dry_run", "missing", MISSING);
  else if (dryRun !== true) add("dry_run", "literal_error", "Input should be true");

  if (done()) return;
  if (known !== keys.length) extras(keys, UPDATE_EMAIL_KEYS, "");
  return { user_id: userId, email, dry_run: dryRun };
}

/** update_user_email's arguments, every issue. */
export function updateUserEmailAll(input) {
  begin(false);
  return end(updateUserEmailBody(input));
}
/** update_user_email's arguments, the first issue only. */
export function updateUserEmailFirst(input) {
  begin(true);
  return end(updateUserEmailBody(input));
}

// ---------------------------------------------------------------- finish

const FINISH_KEYS = ["outcome", "message", "actions"];
const REFUND_KEYS = ["tool", "order_id", "amount", "reason"];
const LABEL_KEYS = ["tool", "order_id", "sku", "reason"];

function refundAction(input, i) {
  const keys = Object.keys(input);
  let tool, orderId, amount, reason;
  let known = 0;
  for (let i = 0; i < keys.length; i++) {
    switch (keys[i]) {
      case "tool":
        tool = input.tool;
        known++;
        break;
      case "order_id":
        orderId = input.order_id;
        known++;
        break;
      case "amount":
        amount = input.amount;
        known++;
        break;
      case "reason":
        reason = input.reason;
        known++;
        break;
    }
  }
  // The tag was read to pick this branch, so it is present and right.
  if (orderId === undefined) add(item(i, "order_id"), "missing", MISSING);
  else if (typeof orderId !== "string") add(item(i, "order_id"), "string_type", STRING);
  else if (!ORDER_ID.test(orderId))
    add(item(i, "order_id"), "string_pattern_mismatch", "String should match pattern '^LK-\\d{6}$'");
  if (done()) return;

  if (amount === undefined) add(item(i, "amount"), "missing", MISSING);
  else if (typeof amount !== "number" || !Number.isFinite(amount))
    add(item(i, "amount"), "number_type", "Input should be a valid number");
  else if (amount < 0)
    add(item(i, "amount"), "greater_than_equal", "Input should be greater than or equal to 0");
  else if (amount > 5000)
    add(item(i, "amount"), "less_than_equal", "Input should be less than or equal to 5000");
  if (done()) return;

  if (reason === undefined) add(item(i, "reason"), "missing", MISSING);
  else if (reason !== "damaged" && reason !== "late" && reason !== "not_received")
    add(item(i, "reason"), "literal_error", "Input should be 'damaged', 'late' or 'not_received'");

  if (done()) return;
  if (known !== keys.length) extras(keys, REFUND_KEYS, "actions." + i + ".");
  return { tool, order_id: orderId, amount, reason };
}

function labelAction(input, i) {
  const keys = Object.keys(input);
  let tool, orderId, sku, reason;
  let known = 0;
  for (let i = 0; i < keys.length; i++) {
    switch (keys[i]) {
      case "tool":
        tool = input.tool;
        known++;
        break;
      case "order_id":
        orderId = input.order_id;
        known++;
        break;
      case "sku":
        sku = input.sku;
        known++;
        break;
      case "reason":
        reason = input.reason;
        known++;
        break;
    }
  }
  if (orderId === undefined) add(item(i, "order_id"), "missing", MISSING);
  else if (typeof orderId !== "string") add(item(i, "order_id"), "string_type", STRING);
  else if (!ORDER_ID.test(orderId))
    add(item(i, "order_id"), "string_pattern_mismatch", "String should match pattern '^LK-\\d{6}$'");
  if (done()) return;

  if (sku === undefined) add(item(i, "sku"), "missing", MISSING);
  else if (typeof sku !== "string") add(item(i, "sku"), "string_type", STRING);
  else if (!SKU.test(sku))
    add(item(i, "sku"), "string_pattern_mismatch", "String should match pattern '^[A-Z]{3}-\\d{4}$'");
  if (done()) return;

  if (reason === undefined) add(item(i, "reason"), "missing", MISSING);
  else if (reason !== "damaged" && reason !== "wrong_item" && reason !== "changed_mind")
    add(item(i, "reason"), "literal_error", "Input should be 'damaged', 'wrong_item' or 'changed_mind'");

  if (done()) return;
  if (known !== keys.length) extras(keys, LABEL_KEYS, "actions." + i + ".");
  return { tool, order_id: orderId, sku, reason };
}

/** The path of `key` in action `i`, built only for an issue. */
function item(i, key) {
  return "actions." + i + "." + key;
}

/** A tag value as the issue message shows it (the generated `describe`). */
function tagText(v) {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  return Array.isArray(v) ? "list" : typeof v;
}

function finishBody(input) {
  if (!plain(input)) return add("", "object_type", OBJECT);
  const keys = Object.keys(input);
  let outcome, message, actions;
  let known = 0;
  for (let i = 0; i < keys.length; i++) {
    switch (keys[i]) {
      case "outcome":
        outcome = input.outcome;
        known++;
        break;
      case "message":
        message = input.message;
        known++;
        break;
      case "actions":
        actions = input.actions;
        known++;
        break;
    }
  }
  if (outcome === undefined) add("outcome", "missing", MISSING);
  else if (outcome !== "resolve" && outcome !== "reply_only" && outcome !== "escalate")
    add("outcome", "literal_error", "Input should be 'resolve', 'reply_only' or 'escalate'");
  if (done()) return;

  if (message === undefined) add("message", "missing", MISSING);
  else if (typeof message !== "string") add("message", "string_type", STRING);
  else if (message.length < 1) add("message", "string_too_short", "String should have at least 1 character");
  else if (message.length > 2000 && (message.length > 4000 || codePoints(message) > 2000))
    add("message", "string_too_long", "String should have at most 2000 characters");
  if (done()) return;

  let items;
  if (actions === undefined) add("actions", "missing", MISSING);
  else if (!Array.isArray(actions)) add("actions", "list_type", "Input should be a valid list");
  else if (actions.length > 5)
    add("actions", "too_long", "List should have at most 5 items after validation, not " + actions.length);
  else {
    items = new Array(actions.length);
    for (let i = 0; i < actions.length; i++) {
      const item = actions[i];
      if (!plain(item)) {
        add("actions." + i, "object_type", OBJECT);
        continue;
      }
      const tag = Object.hasOwn(item, "tool") ? item.tool : undefined;
      if (tag === "request_refund") items[i] = refundAction(item, i);
      else if (tag === "create_return_label") items[i] = labelAction(item, i);
      else if (tag === undefined)
        add("actions." + i, "union_tag_not_found", "Unable to extract tag using discriminator 'tool'");
      else
        add(
          "actions." + i,
          "union_tag_invalid",
          "Input tag '" +
            tagText(tag) +
            "' found using 'tool' does not match any of the expected tags: 'request_refund', 'create_return_label'",
        );
      if (done()) return;
    }
  }
  if (done()) return;
  if (known !== keys.length) extras(keys, FINISH_KEYS, "");
  return { outcome, message, actions: items };
}

/** finish's arguments (a resolution with tagged actions), every issue. */
export function finishAll(input) {
  begin(false);
  return end(finishBody(input));
}
/** finish's arguments, the first issue only. */
export function finishFirst(input) {
  begin(true);
  return end(finishBody(input));
}
