// Run by json-file-store.test.ts in a child process: `node --import tsx concurrent-adds-worker.ts <file> <count>`.
import { z } from "zod";
import { JsonFileStore } from "../../src/storage/json-file-store";

const [filePath, count = "100"] = process.argv.slice(2);
const schema = z.object({ lastId: z.number(), items: z.array(z.object({ id: z.string(), pid: z.number() })) });
const store = new JsonFileStore({ filePath: filePath!, schema, empty: () => ({ lastId: 0, items: [] }), lockTimeoutMs: 30_000 });

await Promise.all(
  Array.from({ length: Number(count) }, () =>
    store.update((data) => {
      const id = String(data.lastId + 1);
      return { data: { lastId: data.lastId + 1, items: [...data.items, { id, pid: process.pid }] }, result: id };
    }),
  ),
);
