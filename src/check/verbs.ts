// The verbs of change, shared by the rules that read docs (write-doc-vague, read-side-effect)
// and by the MCP emitter, which must not call a tool read-only when its doc says otherwise.
// Kept in one place so that "what counts as a change" is decided once.

/** Stems of verbs that say what a write changes; matched at the start of a word. */
export const CHANGE_STEMS: readonly string[] = [
  "activat", "add", "adjust", "allocat", "appl", "approv", "archiv", "assign", "attach", "ban", "block", "book", "buy", "cancel",
  "chang", "charg", "clear", "clon", "clos", "comment", "complet", "confirm", "copy", "copie", "cordon", "creat", "credit", "deactivat",
  "debit", "declin", "decreas", "delet", "deploy", "deposit", "destroy", "detach", "disabl", "dismiss", "drain", "drop", "duplicat",
  "edit", "email", "enabl", "enqueu", "enrol", "escalat", "evict", "execut", "expir", "extend", "flag", "flush", "fork", "grant",
  "halt", "import", "increas", "insert", "instal", "invalidat", "invit", "issu", "kick", "kill", "label", "launch", "link", "lock",
  "mark", "merg", "migrat", "modif", "mount", "mov", "mut", "notif", "open", "overwrit", "patch", "paus", "pay", "pin", "post",
  "promot", "provision", "publish", "purchas", "purg", "push", "put", "queue", "rais", "reassign", "reboot", "refund", "regist", "reject",
  "releas", "remov", "renam", "renew", "reopen", "replac", "repl", "rerun", "reschedul", "reserv", "reset", "restart", "restor",
  "resum", "retry", "retri(?!e)", "revert", "revok", "roll", "rotat", "run", "sav", "scal", "schedul", "sell", "send", "sent", "set", "shar",
  "ship", "shut", "sign", "spin", "start", "stop", "stor", "submit", "subscrib", "suspend", "sync", "tag", "terminat", "toggl",
  "top up", "transfer", "trigger", "truncat", "unarchiv", "unblock", "uninstal", "unlink", "unlock", "unmount", "unmut", "unpin",
  "unsubscrib", "updat", "upgrad", "upload", "void", "wip", "withdraw", "writ",
];

/** A verb of change at the start of some word of a text. */
export const CHANGE = new RegExp(`\\b(?:${CHANGE_STEMS.join("|")})`, "i");

// Third-person and -ing forms that are almost never nouns: a read whose doc says it does
// one of these changes something, wherever the word stands.
const PLAIN = [
  "deletes", "deleting", "removes", "removing", "sends", "sending", "creates", "creating", "modifies", "modifying",
  "overwrites", "overwriting", "purges", "purging", "destroys", "destroying", "wipes", "wiping", "truncates", "truncating",
  "restarts", "restarting", "reboots", "rebooting", "cancels", "cancelling", "canceling", "notifies", "notifying", "writes",
  "writing", "saves", "saving", "submits", "submitting", "publishes", "publishing", "inserts", "inserting", "kills", "killing",
  "terminates", "terminating", "revokes", "revoking", "resets", "resetting", "clears", "clearing", "emails", "emailing",
  "refunds", "refunding", "charges", "charging", "archives", "archiving", "moves", "moving", "renames", "renaming", "updates",
  "updating", "closes", "closing", "marks", "marking", "drops", "dropping", "uploads", "uploading", "posts", "posting",
  "transfers", "transferring", "triggers", "triggering", "enqueues", "enqueuing", "disables", "disabling", "enables",
  "enabling", "stops", "stopping", "deploys", "deploying", "unsubscribes", "subscribes", "changes", "changing", "edits",
  "editing", "assigns", "assigning", "bans", "banning", "blocks", "blocking", "locks", "locking", "unlocks", "approves",
  "approving", "rejects", "rejecting", "pays", "paying", "ships", "shipping", "stores", "storing", "invites", "inviting",
];
// Of those, the forms that are also plural nouns ("lists the posts", "shows the charges",
// "items, refunds and labels"): they count only where a verb stands (the start of a
// sentence, or after "and", "then", "it" ...) with an object after it ("and deletes the
// empty ones", "Refunds the order"), so "payments and refunds of an order" stays a noun.
const NOUNS = new Set([
  "emails", "refunds", "charges", "archives", "moves", "updates", "marks", "drops", "uploads", "posts", "transfers", "triggers",
  "changes", "edits", "bans", "blocks", "locks", "stores", "invites", "stops", "deploys", "writes", "saves", "closes", "ships",
  "pays", "approves", "rejects", "resets", "inserts",
]);
// Verbs whose change cannot be undone: they make MCP's destructiveHint true.
const DESTRUCTIVE = /^(?:delet|remov|purg|destroy|wip|truncat|overwrit|drop|kill|terminat|revok|cancel|reset|clear)/;

const WORD = new RegExp(`\\b(?:${PLAIN.join("|")})\\b`, "gi");
// Words that undo what follows ("never deletes", "without sending", "does not modify",
// "Preview deleting one user", "what it would change").
const NEGATION = /\b(?:not|never|no|without|nor|nothing|cannot|can't|won't|doesn't|don't|isn't|neither|previews?|previewing|simulates?|simulating|would)\b(?:\W+\w+){0,3}\W*$/i;
// Where a verb stands: the start of the text or a sentence, after a comma or semicolon, or after a joining word.
const VERB_PLACE = /(?:^\s*|[.;:!?]\s+|\b(?:and|then|also|it|this|which|that|or|but|will|may|might|can)\s+)$/i;
// What follows a verb: its object.
const OBJECT = /^\s+(?:the|a|an|them|it|any|all|every|each|one|those|these|its|their|his|her|your|this|that|new|old|empty|up|out)\b/i;

/** A change a doc says happens: the word as written and whether it destroys data. */
export interface SideEffect {
  readonly word: string;
  readonly destructive: boolean;
}

/** The first change a doc says a tool makes, or undefined: "Lists the files and deletes the empty ones." → deletes. */
export function sideEffectOf(doc: string): SideEffect | undefined {
  for (const m of doc.matchAll(WORD)) {
    const word = m[0];
    const before = doc.slice(0, m.index);
    if (NEGATION.test(before)) continue;
    if (NOUNS.has(word.toLowerCase()) && !(VERB_PLACE.test(before) && OBJECT.test(doc.slice(m.index + word.length)))) continue;
    return { word, destructive: DESTRUCTIVE.test(word.toLowerCase()) };
  }
  return undefined;
}
