import type { Browser, Page } from "playwright-core";
import { describeWithBrowser, launchBrowser, startServe } from "./browser-kit";

type Serve = Awaited<ReturnType<typeof startServe>>;

// The browser's speech synthesis, recorded: what the page said, in order.
const RECORD_SPEECH = `window.spoken = [];
speechSynthesis.speak = function (utterance) { window.spoken.push(utterance.text); };
speechSynthesis.cancel = function () {};`;

describeWithBrowser("the chat page with a holding line (DIALOGUE_GRAPH_HOLDING_LINE_MS), in Chromium", () => {
  let browser: Browser;
  let serve: Serve;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    [browser, serve] = await Promise.all([launchBrowser(), startServe({ env: { DIALOGUE_GRAPH_HOLDING_LINE_MS: "100" } })]);
    const context = await browser.newContext({ locale: "zh-TW" });
    await context.addInitScript({ content: RECORD_SPEECH });
    page = await context.newPage();
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(serve.url);
    await page.locator("#model").getByText("scripted-model").waitFor();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await serve?.close();
  });

  it("shows the holding line greyed before the reply, speaks it first, and keeps it apart from the reply", async () => {
    serve.model.latencyMs = 600;
    serve.model.enqueue({ content: "太空站上有七個人。" });
    await page.locator("#voice").click();
    await page.locator("#text").fill("太空站上有幾個人");
    await page.locator("#text").press("Enter");

    const reply = page.locator("#log .reply").last();
    await reply.locator(".meta .route").waitFor();
    expect(await reply.locator(".sentence.holding").textContent()).toBe("我查一下喔。");
    const opacity = await page.evaluate("getComputedStyle(document.querySelector('#log .reply:last-child .holding')).opacity");
    expect(Number(opacity)).toBeLessThan(1);
    expect(await reply.locator(".sentence:not(.holding)").allTextContents()).toEqual(["太空站上有七個人。"]);
    expect(await page.evaluate("window.spoken")).toEqual(["我查一下喔。", "太空站上有七個人。"]);
    expect(problems).toEqual([]);
  });
});
