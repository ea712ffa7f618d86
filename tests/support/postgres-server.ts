import { execFile, execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { inject } from "vitest";
import { readSetupReport } from "./setup-report";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder where the run's shared PostgreSQL server reports (postgres-setup.ts); "" when the run started none. */
    postgresServer: string;
  }
}

const run = promisify(execFile);
const DIRECTORY_PREFIX = "dialogue-graph-pg-";
const TEMPLATE_PREFIX = "dialogue-graph-pgdata-";
// 1 MB write-ahead log segments instead of 16 MB: each test server starts from a copy of the data folder.
const INITDB_OPTIONS = ["-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8", "--wal-segsize=1"];

/**
 * Where Debian's PostgreSQL binaries are: `PG_BIN` when set, else the newest
 * `/usr/lib/postgresql/<version>/bin` that has `initdb` and `pg_ctl`; undefined where none is installed.
 */
export function findPostgresBinaries(): string | undefined {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : listVersionFolders().map((version) => `/usr/lib/postgresql/${version}/bin`);
  return candidates.find((folder) => existsSync(join(folder, "initdb")) && existsSync(join(folder, "pg_ctl")));
}

function listVersionFolders(): string[] {
  if (!existsSync("/usr/lib/postgresql")) return [];
  return readdirSync("/usr/lib/postgresql").sort((left, right) => Number(right) - Number(left));
}

// PostgreSQL refuses to run as root: as root, every command runs as the `postgres` system user.
const asRoot = process.getuid?.() === 0;
const SERVICE_USER = "postgres";

function command(binary: string, args: string[]): [string, string[]] {
  return asRoot ? ["runuser", ["-u", SERVICE_USER, "--", binary, ...args]] : [binary, args];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Stops and removes servers left behind by test processes that died before `stop()`. */
function sweepAbandoned(binDir: string): void {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(DIRECTORY_PREFIX))) {
    const folder = join(tmpdir(), name);
    const ownerFile = join(folder, "owner.pid");
    if (!existsSync(ownerFile)) continue;
    const owner = Number(readFileSync(ownerFile, "utf8"));
    if (!Number.isInteger(owner) || isAlive(owner)) continue;
    try {
      execFileSync(...command(join(binDir, "pg_ctl"), ["-D", join(folder, "data"), "-m", "immediate", "-w", "stop"]), { stdio: "ignore" });
    } catch {
      // Already stopped: only the folder is left.
    }
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The data folder `initdb` makes with these binaries and INITDB_OPTIONS, kept in the temporary
 * folder once made: `initdb` takes seconds of CPU, a copy of its result (about 25 MB) a tenth of
 * that. Published whole by a rename, so a half-written one is never copied.
 */
function initdbResult(binDir: string): string {
  const key = createHash("sha256")
    .update([binDir, ...INITDB_OPTIONS].join("\0"))
    .digest("hex")
    .slice(0, 16);
  return join(tmpdir(), `${TEMPLATE_PREFIX}${key}`);
}

/** Keeps a copy of a fresh, never started data folder as `initdbResult(binDir)`; another process may have done so first. */
async function keepInitdbResult(binDir: string, data: string): Promise<void> {
  const template = initdbResult(binDir);
  const copy = `${template}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await run(...command("cp", ["-a", data, copy]));
    renameSync(copy, template);
  } catch {
    // Another process published it first (or the copy failed): this server's own folder is unaffected.
    rmSync(copy, { recursive: true, force: true });
  }
}

/** What `PostgresServer.start` made, enough to reach and stop it from another thread or process. */
export interface PostgresServerAddress {
  binDir: string;
  folder: string;
  port: number;
}

/**
 * A real PostgreSQL server: a data folder `initdb` made (the first time; then a copy of that fresh
 * result, see initdbResult) in a temporary folder, `pg_ctl start` on 127.0.0.1 at a free port (as
 * the `postgres` user when the tests run as root), trust authentication, durability off for speed.
 * `stop()` shuts it down and removes the folder. Test files share one for the run
 * (`describeWithPostgres`), each in databases of its own; a test that stops a server starts its own.
 *
 * @example
 * ```ts
 * const postgres = await PostgresServer.start();
 * const url = await postgres.createDatabase();      // a fresh, empty database
 * // ... new pg.Pool({ connectionString: url }) ...
 * await postgres.stop();
 * ```
 */
export class PostgresServer {
  private constructor(
    private readonly binDir: string,
    /** The temporary folder holding the data, the log and the socket; removed by `stop()`. */
    readonly folder: string,
    /** The port on 127.0.0.1. */
    readonly port: number,
  ) {}

  /** A server another thread or process started (see `address`). */
  static at({ binDir, folder, port }: PostgresServerAddress): PostgresServer {
    return new PostgresServer(binDir, folder, port);
  }

  /** Where this server is, for `PostgresServer.at`. */
  get address(): PostgresServerAddress {
    return { binDir: this.binDir, folder: this.folder, port: this.port };
  }

  /** Connection URL of the `postgres` database as the `postgres` superuser. */
  get url(): string {
    return this.urlOf("postgres");
  }

  /** Starts a new server. Throws with PostgreSQL's own log when it cannot start. */
  static async start({ binDir = findPostgresBinaries() }: { binDir?: string } = {}): Promise<PostgresServer> {
    if (binDir === undefined)
      throw new Error("No PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin; install postgresql or set PG_BIN.");
    sweepAbandoned(binDir);
    const folder = mkdtempSync(join(tmpdir(), DIRECTORY_PREFIX));
    writeFileSync(join(folder, "owner.pid"), String(process.pid));
    if (asRoot) execFileSync("chown", [SERVICE_USER, folder]);
    const data = join(folder, "data");
    try {
      if (existsSync(initdbResult(binDir))) {
        await run(...command("cp", ["-a", initdbResult(binDir), data]));
      } else {
        await run(...command(join(binDir, "initdb"), ["-D", data, ...INITDB_OPTIONS]));
        await keepInitdbResult(binDir, data);
      }
      for (let attempt = 1; ; attempt++) {
        const port = await freePort();
        const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=500`;
        try {
          await run(
            ...command(join(binDir, "pg_ctl"), ["-D", data, "-l", join(folder, "server.log"), "-o", settings, "-w", "-t", "60", "start"]),
          );
          return new PostgresServer(binDir, folder, port);
        } catch (error) {
          // Another process may have taken the port between the probe and the start.
          if (attempt >= 3) throw error;
        }
      }
    } catch (error) {
      const log = existsSync(join(folder, "server.log")) ? readFileSync(join(folder, "server.log"), "utf8") : "";
      rmSync(folder, { recursive: true, force: true });
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`, { cause: error });
    }
  }

  /** Connection URL of a database on this server. */
  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Creates a fresh, empty database (named `test_` and 12 random hex digits unless named) and returns its URL. */
  async createDatabase(name = `test_${randomBytes(6).toString("hex")}`): Promise<string> {
    const client = new Client({ connectionString: this.url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
    } finally {
      await client.end();
    }
    return this.urlOf(name);
  }

  /** Runs one SQL statement in a database (default `postgres`) and returns its rows. */
  async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = [], url = this.url): Promise<Row[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Row>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  /** Stops the server at once (open connections are cut) and removes its folder. */
  async stop(): Promise<void> {
    try {
      await run(...command(join(this.binDir, "pg_ctl"), ["-D", join(this.folder, "data"), "-m", "immediate", "-w", "stop"]));
    } finally {
      rmSync(this.folder, { recursive: true, force: true });
    }
  }
}

/**
 * The run's shared server (started by the global setup, postgres-setup.ts, while the first files
 * run); a server of this file's own when the run started none (the setup saw no file that needs
 * one). `own` says which, so that only an own server is stopped.
 */
async function runServer(): Promise<{ server: PostgresServer; own: boolean }> {
  const folder = inject("postgresServer");
  if (!folder) return { server: await PostgresServer.start(), own: true };
  const { address } = await readSetupReport<{ address: PostgresServerAddress }>(folder);
  return { server: PostgresServer.at(address), own: false };
}

/**
 * `describe` for tests that need PostgreSQL: the block gets the run's one server (see `runServer`),
 * where each test makes its own databases (`createDatabase`). Where no PostgreSQL binaries exist
 * the block is skipped with a loud warning, never silently. A query about the whole server
 * (pg_locks, pg_stat_activity) must name its database: other files use the server at the same time.
 *
 * @example
 * ```ts
 * describeWithPostgres("PostgresSaver", (postgres) => {
 *   it("keeps a thread", async () => { const url = await postgres().createDatabase(); … });
 * });
 * ```
 */
export function describeWithPostgres(name: string, body: (postgres: () => PostgresServer) => void): void {
  if (findPostgresBinaries() === undefined) {
    console.warn(
      `\n*** SKIPPED "${name}": no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN). ***\n`,
    );
    describe.skip(name, () =>
      body(() => {
        throw new Error("unreachable");
      }),
    );
    return;
  }
  describe(name, () => {
    let started: { server: PostgresServer; own: boolean } | undefined;
    beforeAll(async () => {
      started = await runServer();
    }, 120_000);
    afterAll(async () => {
      if (started?.own) await started.server.stop();
    });
    // In a block of its own, so that the body's afterAll hooks (ending pools) run before an own server stops.
    describe("on a real PostgreSQL server", () =>
      body(() => {
        if (started === undefined) throw new Error("PostgreSQL did not start (see beforeAll).");
        return started.server;
      }));
  });
}

/** Whether a test file uses `describeWithPostgres` (postgres-setup.ts starts the run's server only for such a run). */
export function usesPostgres(testFile: string): boolean {
  return /\bdescribeWithPostgres\(/.test(readFileSync(testFile, "utf8"));
}
