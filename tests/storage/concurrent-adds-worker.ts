// Run by json-file-store.test.ts in a child process:
//   node <this file bundled by bundleWorker> <file> <adds> <stores>
// Says "ready" on stdout, waits for a line on stdin so that all workers start together, then makes
// <adds> concurrent adds spread over <stores> store instances (each batches on its own, so
// they compete for the lock file with each other and with the other processes).
import { once } from "node:events";
import { z } from "zod";
import { JsonFileStore } from "../../src/storage/json-file-store";

const [filePath, adds = "100", stores = "10"] = process.argv.slice(2);
const schema = z.object({ lastId: z.number(), items: z.array(z.object({ id: z.string(), pid: z.number() })) });
const instances = Array.from(
  { length: Number(stores) },
  () =>
    // 40 stores in 4 processes take turns in no fixed order: on a loaded machine one may wait long for
    // its turn. The test is about lost entries, not lock timeouts, so the wait is generous.
    new JsonFileStore({ filePath: filePath!, schema, empty: () => ({ lastId: 0, items: [] }), lockTimeoutMs: 120_000 }),
);

process.stdout.write("ready\n");
await once(process.stdin, "data");
await Promise.all(
  Array.from({ length: Number(adds) }, (_, index) =>
    instances[index % instances.length]!.update((data) => {
      const id = String(data.lastId + 1);
      return { data: { lastId: data.lastId + 1, items: [...data.items, { id, pid: process.pid }] }, result: id };
    }),
  ),
);
process.stdin.destroy();
