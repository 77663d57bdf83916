// The workspace on disk: a folder the server cannot read is logged and the rest is served;
// files written, added and deleted by other programs are followed, by the server's own
// watcher when the client offers none, else through the client's watched-file events.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject } from "../cli/helpers.js";
import { startServer, uriOf, type Session } from "./client.js";

const SHOP = 'toolset shop "A shop."\n\nread ping {\n  doc "Check that the shop answers, and return its name."\n}\n';
const OTHER = 'toolset other "Other tools."\n\nread echo_text {\n  doc "Repeat the given text back, to test the connection."\n  arg text: string(1..100) "The text."\n}\n';
/** The server runs as another user when the tests run as root, so that a folder's mode keeps it out. */
const asRoot = process.getuid?.() === 0;

/** A project the server's user can read, but for `contracts/secret`. */
function project(): string {
  const root = tempProject({ "contracts/shop.tool": SHOP, "contracts/other.tool": OTHER, "contracts/secret/hidden.tool": SHOP });
  for (const d of [root, path.join(root, "contracts")]) fs.chmodSync(d, 0o755);
  fs.chmodSync(path.join(root, "contracts/secret"), asRoot ? 0o700 : 0o000);
  return root;
}

/** The diagnostics published for a file, now or when they come. */
const published = (s: Session, uri: string): Promise<unknown> => Promise.resolve(s.diagnostics.get(uri) ?? s.nextDiagnostics(uri));

const codes = (list: { code?: unknown }[] | undefined): unknown[] => (list ?? []).map((d) => d.code);

describe("the server's own watcher, and an unreadable folder", () => {
  let root: string;
  let s: Session;
  const file = (rel: string): string => path.join(root, "contracts", rel);

  beforeAll(async () => {
    root = project();
    s = await startServer(root, {}, { spawn: asRoot ? { uid: 65534, gid: 65534 } : {} });
    await Promise.all(["shop.tool", "other.tool"].map((f) => published(s, uriOf(file(f)))));
  });

  afterAll(async () => {
    expect(await s.close()).toBe(0);
    fs.chmodSync(path.join(root, "contracts/secret"), 0o755);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("serves the readable files and logs the folder it cannot read", () => {
    expect(s.diagnostics.get(uriOf(file("shop.tool")))).toEqual([]);
    expect(s.diagnostics.get(uriOf(file("other.tool")))).toEqual([]);
    expect(s.logs.join("\n")).toContain(`cannot read the folder '${file("secret")}': permission denied (EACCES)`);
  });

  it("reports an error written to disk in a file never opened", async () => {
    const uri = uriOf(file("other.tool"));
    const broken = s.nextDiagnostics(uri, (d) => d.some((x) => x.code === "unknown-type"));
    fs.writeFileSync(file("other.tool"), OTHER.replace("string(1..100)", "Strng"));
    expect(codes(await broken)).toEqual(["unknown-type"]);
  });

  it("knows a new file at once: one declaring a toolset already declared is an error", async () => {
    const dup = s.nextDiagnostics(uriOf(file("shop.tool")), (d) => d.length > 0);
    fs.writeFileSync(file("a_shop.tool"), SHOP);
    expect(codes(await dup)).toEqual(["duplicate-toolset"]);
  });

  it("clears a deleted file's diagnostics, and the error it caused", async () => {
    const uri = uriOf(file("other.tool"));
    const cleared = s.nextDiagnostics(uri, (d) => d.length === 0);
    const shop = s.nextDiagnostics(uriOf(file("shop.tool")), (d) => d.length === 0);
    fs.rmSync(file("other.tool"));
    fs.rmSync(file("a_shop.tool"));
    await Promise.all([cleared, shop]);
  });
});

describe("the client's watcher", () => {
  let root: string;
  let s: Session;

  beforeAll(async () => {
    root = tempProject({ "contracts/shop.tool": SHOP });
    s = await startServer(root, {}, { capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } });
    await published(s, uriOf(path.join(root, "contracts/shop.tool")));
  });

  afterAll(async () => {
    expect(await s.close()).toBe(0);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is asked for .tool files, and its events are followed", async () => {
    expect(s.registered).toEqual(["workspace/didChangeWatchedFiles"]);
    const file = path.join(root, "contracts/other.tool");
    fs.writeFileSync(file, OTHER.replace("string(1..100)", "Strng"));
    const uri = uriOf(file);
    const published = s.nextDiagnostics(uri);
    await s.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri, type: 1 }] });
    expect(codes(await published)).toEqual(["unknown-type"]);
    const cleared = s.nextDiagnostics(uri, (d) => d.length === 0);
    fs.rmSync(file);
    await s.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri, type: 3 }] });
    await cleared;
  });
});
