import { Client } from "pg";
import { InProcessEventHub, PostgresEventHub, type UserEvent } from "../../src/server/index";
import type { PostgresSession } from "../../src/server/postgres/postgres-session";
import { describeWithPostgres } from "../support/postgres-server";
import { AS_ALICE, AS_BOB, startTestServer, TOKENS } from "./server-test-kit";

const ringing: UserEvent = {
  type: "alarm",
  text: "鬧鐘時間到了：開會。",
  data: { id: "1", message: "開会" },
  at: "2026-03-10T01:00:00.000Z",
};

/** An open GET /v1/events stream and what it has said so far. */
async function listen(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${url}/v1/events`, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  let text = "";
  const read = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += new TextDecoder().decode(value);
      }
    } catch {
      // Aborted by the test.
    }
  })();
  while (!text.includes(": listening")) await new Promise((resolve) => setTimeout(resolve, 10));
  return { response, said: () => text, stop: async () => (controller.abort(), read) };
}

describe("GET /v1/events", () => {
  it("sends a user their own events as SSE, and no one else's", async () => {
    const events = new InProcessEventHub();
    const test = await startTestServer({ tokens: TOKENS, events });
    try {
      const alice = await listen(test.url, AS_ALICE);
      const bob = await listen(test.url, AS_BOB);

      await events.publish("alice", ringing);
      while (!alice.said().includes("event: alarm")) await new Promise((resolve) => setTimeout(resolve, 10));

      expect(alice.response.headers.get("content-type")).toContain("text/event-stream");
      expect(alice.said()).toContain(`event: alarm\ndata: ${JSON.stringify(ringing)}\n\n`);
      expect(bob.said()).not.toContain("alarm");
      await alice.stop();
      await bob.stop();
    } finally {
      await test.close();
    }
  });

  it("ends open streams when the server closes", async () => {
    const test = await startTestServer({ tokens: TOKENS });
    const alice = await listen(test.url, AS_ALICE);
    await test.close();
    await alice.stop();
    expect(alice.said()).toBe(": listening\n\n");
  });
});

describeWithPostgres("PostgresEventHub", (postgres) => {
  it("delivers an event published by one process to the user's listeners in another", async () => {
    const url = await postgres().createDatabase();
    const connect = async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      return client as unknown as PostgresSession;
    };
    const [ringer, holder] = [new PostgresEventHub({ connect }), new PostgresEventHub({ connect })];
    try {
      const heard: Array<[string, UserEvent]> = [];
      holder.subscribe("alice", (event) => heard.push(["alice", event]));
      holder.subscribe("bob", (event) => heard.push(["bob", event]));
      await holder.listening();

      await ringer.publish("alice", ringing);
      while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      expect(heard).toEqual([["alice", ringing]]);
    } finally {
      await ringer.close();
      await holder.close();
    }
  });
});
