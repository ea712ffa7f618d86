// Run by postgres-record-store.test.ts in a child process:
//   node <this file bundled by bundleWorker> <database url> <kind> <adds>
// Says "ready" on stdout, waits for a line on stdin so that all workers start together, then makes
// <adds> concurrent adds to user "alice" through a pool of its own.
import { once } from "node:events";
import { Pool } from "pg";
import { PostgresRecordStore } from "../../src/storage/postgres-record-store";
import { addReminder, reminderSchema } from "./record-store-contract";

const [url, name, adds = "100"] = process.argv.slice(2);
const pool = new Pool({ connectionString: url, max: 5 });
const store = new PostgresRecordStore({ kind: { name: name!, item: reminderSchema }, pool });

process.stdout.write("ready\n");
await once(process.stdin, "data");
await Promise.all(Array.from({ length: Number(adds) }, (_, index) => addReminder(store, `${process.pid}:${index}`, 1, "alice")));
await pool.end();
process.stdin.destroy();
