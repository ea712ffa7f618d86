import { InProcessThreadLock } from "../../../src/index";

describe("InProcessThreadLock", () => {
  it("hands a thread to its waiting turns in arrival order, and other threads are never blocked", async () => {
    const lock = new InProcessThreadLock();
    const order: string[] = [];
    const first = await lock.acquire("kitchen");
    const waiting = ["b", "c", "d"].map((name) => lock.acquire("kitchen").then((lease) => (order.push(name), lease)));
    const elsewhere = await lock.tryAcquire("car");

    expect(elsewhere).not.toBeNull();
    expect(await lock.tryAcquire("kitchen")).toBeNull();
    first.release();
    for (const next of waiting) (await next).release();

    expect(order).toEqual(["b", "c", "d"]);
    expect(await lock.tryAcquire("kitchen")).not.toBeNull();
  });

  it("a waiter that gives up leaves the line with its signal's reason and the next one is served", async () => {
    const lock = new InProcessThreadLock();
    const held = await lock.acquire("t");
    const controller = new AbortController();
    const givenUp = lock.acquire("t", { signal: controller.signal }).catch((error: unknown) => error);
    const next = lock.acquire("t");

    controller.abort(new Error("user hung up"));
    held.release();
    held.release(); // a second release changes nothing

    expect(((await givenUp) as Error).message).toBe("user hung up");
    const lease = await next;
    expect(await lock.tryAcquire("t")).toBeNull();
    lease.release();
    expect(await lock.tryAcquire("t")).not.toBeNull();
  });
});
