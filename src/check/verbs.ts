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

// The verbs of change a read's doc may give away, each as `base third -ing -ed` (more than
// one spelling joined with `/`); `*` marks a base that is also a common noun or adjective
// ("Update history", "Charge details", "Clear text"), which counts only with an object after it.
const VERBS = `
  delete deletes deleting deleted; remove removes removing removed; send sends sending sent;
  create creates creating created; modify modifies modifying modified; overwrite overwrites overwriting overwritten;
  purge purges purging purged; destroy destroys destroying destroyed; wipe wipes wiping wiped;
  truncate truncates truncating truncated; erase erases erasing erased; restart restarts restarting restarted;
  reboot reboots rebooting rebooted; cancel cancels cancelling/canceling cancelled/canceled;
  notify notifies notifying notified; write* writes writing written; save saves saving saved;
  submit submits submitting submitted; publish publishes publishing published; insert* inserts inserting inserted;
  kill kills killing killed; terminate terminates terminating terminated; revoke revokes revoking revoked;
  reset* resets resetting reset; clear* clears clearing cleared; email* emails emailing emailed;
  refund* refunds refunding refunded; charge* charges charging charged; archive* archives archiving archived;
  move* moves moving moved; rename renames renaming renamed; update* updates updating updated;
  close* closes closing closed; mark* marks marking marked; drop* drops dropping dropped;
  upload* uploads uploading uploaded; post* posts posting posted; transfer* transfers transferring transferred;
  trigger* triggers triggering triggered; enqueue enqueues enqueuing/enqueueing enqueued;
  disable disables disabling disabled; enable enables enabling enabled; stop* stops stopping stopped;
  deploy* deploys deploying deployed; subscribe subscribes subscribing subscribed;
  unsubscribe unsubscribes unsubscribing unsubscribed; change* changes changing changed; edit* edits editing edited;
  assign assigns assigning assigned; ban* bans banning banned; block* blocks blocking blocked;
  lock* locks locking locked; unlock unlocks unlocking unlocked; approve approves approving approved;
  reject rejects rejecting rejected; pay* pays paying paid; ship* ships shipping shipped;
  store* stores storing stored; invite* invites inviting invited; replace replaces replacing replaced;
  add adds adding added; append appends appending appended; set* sets setting set; merge* merges merging merged;
  push* pushes pushing pushed; commit* commits committing committed; install installs installing installed;
  uninstall uninstalls uninstalling uninstalled; grant* grants granting granted; reply replies replying replied;
  unstage unstages unstaging unstaged; book* books booking booked; schedule* schedules scheduling scheduled`;

type Form = "base" | "third" | "ing" | "ed";

/** One spelling of a verb of change: which forms it is, and whether its base is also a noun. */
export interface Spelling {
  readonly forms: ReadonlySet<Form>;
  readonly noun: boolean;
}

/** Every spelling of the verbs above, lower case. */
export const SPELLINGS: ReadonlyMap<string, Spelling> = (() => {
  const out = new Map<string, { forms: Set<Form>; noun: boolean }>();
  for (const entry of VERBS.split(";")) {
    const [base = "", third = "", ing = "", ed = ""] = entry.trim().split(/\s+/);
    const noun = base.endsWith("*");
    const spell = (word: string, form: Form): void => {
      const known = out.get(word) ?? { forms: new Set<Form>(), noun: false };
      known.forms.add(form);
      known.noun ||= noun;
      out.set(word, known);
    };
    spell(base.replace("*", ""), "base");
    for (const [list, form] of [[third, "third"], [ing, "ing"], [ed, "ed"]] as const) for (const w of list.split("/")) spell(w, form);
  }
  return out;
})();

// Third-person forms that are also plural nouns ("lists the posts", "shows the charges",
// "items, refunds and labels"): they count only where a verb stands (the start of a
// sentence, or after "and", "then", "it" ...) with an object after it ("and deletes the
// empty ones", "Refunds the order"), so "payments and refunds of an order" stays a noun.
const NOUNS = new Set([
  "emails", "refunds", "charges", "archives", "moves", "updates", "marks", "drops", "uploads", "posts", "transfers", "triggers",
  "changes", "edits", "bans", "blocks", "locks", "stores", "invites", "stops", "deploys", "writes", "saves", "closes", "ships",
  "pays", "approves", "rejects", "resets", "inserts", "replies", "commits", "pushes", "merges", "books", "schedules", "sets",
  "grants",
]);
// Verbs whose change cannot be undone: they make MCP's destructiveHint true.
const DESTRUCTIVE = /^(?:delet|remov|purg|destroy|wip|truncat|overwrit|eras|drop|kill|terminat|revok|cancel|reset|clear)/;

// Each whole word of letters, looked up among the spellings: a word is bounded as `\b`
// bounds it, so this finds exactly the spellings a pattern of them all would, without
// compiling (and running) an alternation of some two hundred words.
const WORD = /\b[a-z]+\b/gi;
// Words that undo what follows ("never deletes", "without sending", "does not modify",
// "Preview deleting one user", "what it would change", "Nothing is deleted").
const NEGATION = /\b(?:not|never|no|without|nor|nothing|cannot|can't|won't|doesn't|don't|isn't|neither|previews?|previewing|simulates?|simulating|would)\b(?:\W+\w+){0,3}\W*$/i;
// Where a verb stands: the start of the text or a sentence, after a comma or semicolon, or after a joining word.
const VERB_PLACE = /(?:^\s*|[.;:!?]\s+|\b(?:and|then|also|it|this|which|that|or|but|will|may|might|can)\s+)$/i;
// Where an imperative stands ("Delete one file.", "Look it up, then send the reply."): the
// start of the text or a sentence, after a comma or semicolon, after a joining word, or after "will".
const COMMAND_PLACE = /(?:^\s*|[.;:!?,]\s+|\b(?:and|then|also|or|but|first|please|will)\s+)$/i;
// What follows a verb: its object.
const OBJECT =
  /^\s+(?:the|a|an|them|it|any|all|every|each|one|those|these|its|their|his|her|your|my|our|this|that|new|old|empty|existing|some|other|another|everyone|everybody|everything|multiple|specific|up|out)\b/i;
// Before a past participle that reads as an action, not a state ("it will be deleted", "it
// gets sent", "the file is then removed"), unlike "lists deleted files" or "whether it is closed".
const PASSIVE = /\b(?:will\s+(?:then\s+|also\s+)?be|gets?|got|getting|(?:is|are)\s+(?:then|also|permanently|immediately|automatically|irreversibly))\s+$/i;

/** A change a doc says happens: the word as written and whether it destroys data. */
export interface SideEffect {
  readonly word: string;
  readonly destructive: boolean;
}

/** Whether one spelling, between `before` and `after`, is the verb of a change. */
function isChange(spelling: Spelling, word: string, before: string, after: string): boolean {
  const { forms } = spelling;
  if (forms.has("third") || forms.has("ing")) {
    if (!NOUNS.has(word) || (VERB_PLACE.test(before) && OBJECT.test(after))) return true;
  }
  if (forms.has("base") && COMMAND_PLACE.test(before) && (spelling.noun ? OBJECT.test(after) : /^\s+[\w"'`]/.test(after))) return true;
  return forms.has("ed") && PASSIVE.test(before);
}

/** Each spelling of a verb of change in a text, as a whole word, in order: the word as written, where it starts, and its spelling. */
export function* spelledVerbs(doc: string): Generator<{ readonly word: string; readonly index: number; readonly spelling: Spelling }> {
  for (const m of doc.matchAll(WORD)) {
    const spelling = SPELLINGS.get(m[0].toLowerCase());
    if (spelling) yield { word: m[0], index: m.index, spelling };
  }
}

/** The first change a doc says a tool makes, or undefined: "Lists the files and deletes the empty ones." → deletes; "Delete one file." → Delete. */
export function sideEffectOf(doc: string): SideEffect | undefined {
  for (const { word, index, spelling } of spelledVerbs(doc)) {
    const lower = word.toLowerCase();
    const before = doc.slice(0, index);
    if (NEGATION.test(before)) continue;
    if (isChange(spelling, lower, before, doc.slice(index + word.length))) return { word, destructive: DESTRUCTIVE.test(lower) };
  }
  return undefined;
}
