import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describeWithPostgres, findPostgresBinaries, PostgresServer } from "./postgres-server";

describeWithPostgres("PostgresServer (the test harness)", (postgres) => {
  it("serves fresh databases on 127.0.0.1, each empty and apart", async () => {
    const first = await postgres().createDatabase();
    const second = await postgres().createDatabase();
    expect(first).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/test_[0-9a-f]{12}$/);
    await postgres().query("CREATE TABLE notes (text TEXT)", [], first);
    await postgres().query("INSERT INTO notes VALUES ($1)", ["買牛奶"], first);
    expect(await postgres().query("SELECT text FROM notes", [], first)).toEqual([{ text: "買牛奶" }]);
    await expect(postgres().query("SELECT text FROM notes", [], second)).rejects.toThrow(/relation "notes" does not exist/);
  });

  it("runs PostgreSQL 15 or later as an unprivileged system user", async () => {
    const [{ version }] = await postgres().query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
    expect(Number(version)).toBeGreaterThanOrEqual(150000);
    // The postmaster lives as long as the server (a query's backend may be gone by the time /proc is read).
    const pid = Number(readFileSync(join(postgres().folder, "data", "postmaster.pid"), "utf8").split("\n")[0]);
    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    expect(uid).not.toBe("0");
  });
});

(findPostgresBinaries() ? describe : describe.skip)("PostgresServer.stop", () => {
  it("shuts the server down and removes its folder", async () => {
    const server = await PostgresServer.start();
    expect(existsSync(server.folder)).toBe(true);
    await server.stop();
    expect(existsSync(server.folder)).toBe(false);
    await expect(server.query("SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
  });
});
