import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ARTIFACTS, describeWithBrowser, launchBrowser, startServe } from "./browser-kit";

type Serve = Awaited<ReturnType<typeof startServe>>;

// The browser's speech synthesis, recorded: what the page said and in which language, and when it
// stopped talking; \`window.talking\` says whether it is talking.
const RECORD_SPEECH = `window.spoken = [];
window.cancelled = 0;
window.talking = false;
speechSynthesis.speak = function (utterance) { window.spoken.push([utterance.text, utterance.lang]); };
speechSynthesis.cancel = function () { window.cancelled++; window.talking = false; };
Object.defineProperty(speechSynthesis, "speaking", { get: function () { return window.talking; } });`;

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `chat-page-${name}.png`) });

/** Types a request and sends it with Enter, as a person does. */
async function say(page: Page, text: string): Promise<void> {
  await page.locator("#text").fill(text);
  await page.locator("#text").press("Enter");
}

/** The newest reply bubble. */
const lastReply = (page: Page) => page.locator("#log .reply").last();

describeWithBrowser("the chat page of dialogue-graph serve, in Chromium", () => {
  let browser: Browser;
  let serve: Serve;
  let withTokens: Serve;
  let context: BrowserContext;
  let page: Page;
  // Script errors and CSP violations the page reported.
  const problems: string[] = [];

  beforeAll(async () => {
    [browser, serve, withTokens] = await Promise.all([
      launchBrowser(),
      startServe(),
      startServe({ tokens: "alice-token-0123456789=alice" }),
    ]);
    // A phone's width, in Traditional Chinese.
    context = await browser.newContext({ locale: "zh-TW", viewport: { width: 390, height: 780 } });
    await context.addInitScript({ content: RECORD_SPEECH });
    page = await context.newPage();
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => void (message.type() === "error" && problems.push(message.text())));
    await page.goto(serve.url);
    await page.locator("#model").getByText("scripted-model").waitFor();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await serve?.close();
    await withTokens?.close();
  });

  it("serves the page from the server's own origin only: CSP 'self', nosniff, no inline script", async () => {
    const html = await fetch(`${serve.url}/`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-security-policy")).toContain("default-src 'self'; script-src 'self'");
    expect(html.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await html.text()).toContain('<script src="/app.js" defer></script>');
    const script = await fetch(`${serve.url}/app.js`);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).not.toMatch(/https?:\/\//);
    expect(await (await fetch(`${serve.url}/v1/info`)).json()).toEqual({
      model: "scripted-model",
      served_as: "dialogue-graph",
      user: null,
    });
  });

  it("speaks its own words in the browser's language and fits a phone's width", async () => {
    expect(await page.locator("#send").textContent()).toBe("送出");
    expect(await page.locator("#model").textContent()).toBe("模型: scripted-model");
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
    expect(await page.locator("#mic").textContent()).toBe("說話");
  });

  it("sets an alarm on the local route: the confirmation, the tool call with its arguments, spoken in zh-TW", async () => {
    await page.locator("#voice").click();
    await say(page, "明天早上七點叫我起床");

    const reply = lastReply(page);
    await reply.locator(".meta .route").waitFor();
    expect(await reply.locator(".sentence").first().textContent()).toMatch(/^已設定明天（\d+月\d+日）早上7點的鬧鐘：起床。$/);
    const tool = reply.locator(".tool");
    expect(await tool.locator("strong").textContent()).toBe("set_alarm");
    expect(await tool.textContent()).toContain('"message":"起床"');
    expect(await tool.locator(".chip.local").textContent()).toBe("本地");
    expect(await tool.locator(".status").textContent()).toMatch(/✓ \d+ ms$/);
    expect(await reply.locator(".route").textContent()).toBe("本地路線");
    expect(await reply.locator(".model-calls").textContent()).toBe("模型呼叫: 0");
    const spoken = (await page.evaluate("window.spoken")) as string[][];
    expect(spoken.at(-1)).toEqual([await reply.locator(".sentence").first().textContent(), "zh-TW"]);
    await shot(page, "alarm");
  });

  it("asks before deleting every alarm, with 「好」 and 「不要」; a click on 「好」 deletes them", async () => {
    await say(page, "刪掉所有鬧鐘");
    await page.locator("#answers button", { hasText: "好" }).waitFor();
    expect(await page.locator("#answers button").allTextContents()).toEqual(["好", "不要"]);
    expect(await lastReply(page).locator(".sentence").textContent()).toBe("要刪除你唯一的鬧鐘（1 號）嗎？");
    await shot(page, "confirm");

    await page.locator("#answers button", { hasText: "好" }).click();
    await lastReply(page).locator(".route").waitFor();
    expect(await lastReply(page).locator(".sentence").textContent()).toBe("已刪除全部 1 個鬧鐘。");
    expect(await lastReply(page).locator(".tool strong").textContent()).toBe("delete_alarm");
    expect(await page.locator("#answers").isHidden()).toBe(true);
  });

  it("asks a missing length back with the question and a field; the answer sets the timer", async () => {
    await say(page, "幫我計時");
    await page.locator("#answers .question").waitFor();
    expect(await page.locator("#answers .question").textContent()).toBe("要計時多久？");
    await page.locator("#answers input").fill("十分鐘");
    await page.locator("#answers button", { hasText: "回答" }).click();
    await lastReply(page).locator(".route").waitFor();
    expect(await lastReply(page).locator(".tool strong").textContent()).toBe("set_timer");
    expect(await lastReply(page).locator(".tool").textContent()).toContain('"seconds":600');
  });

  it("shows a model's reply sentence by sentence: the first before the last has arrived", async () => {
    serve.model.chunkDelayMs = 60;
    serve.model.enqueue({ content: "第一句話來了。第二句話在這裡。第三句話也到了。最後一句說完了。" });
    try {
      await say(page, "跟我說個故事");
      await lastReply(page).locator(".sentence", { hasText: "第一句話來了。" }).waitFor();
      expect(await lastReply(page).textContent()).not.toContain("最後一句");

      await lastReply(page).locator(".route").waitFor();
      expect(await lastReply(page).locator(".sentence").allTextContents()).toEqual([
        "第一句話來了。",
        "第二句話在這裡。",
        "第三句話也到了。",
        "最後一句說完了。",
      ]);
      expect(await lastReply(page).locator(".model-calls").textContent()).toBe("模型呼叫: 1");
      expect(await page.locator("#calls").textContent()).toBe("模型呼叫: 1");
      await shot(page, "streamed");
    } finally {
      serve.model.chunkDelayMs = 0;
    }
  });

  it("barge-in: typing while it talks stops the speech at once", async () => {
    await page.evaluate("window.talking = true; window.cancelled = 0");
    await page.locator("#text").pressSequentially("再");
    expect(await page.evaluate("window.cancelled")).toBe(1);
    expect(await page.evaluate("window.talking")).toBe(false);
    await page.locator("#text").fill("");
  });

  it("shows a reply holding HTML as text, running none of it", async () => {
    serve.model.enqueue({ content: "<img src=x onerror=\"document.title='pwned'\">看這裡。" });
    await say(page, "給我看一張圖");
    await lastReply(page).locator(".route").waitFor();
    expect(await lastReply(page).locator(".text").textContent()).toContain("<img src=x onerror=");
    expect(await page.locator("#log img").count()).toBe(0);
    expect(await page.title()).toBe("對話助理");
  });

  it("rings a 2-second timer on the page, from the server's event stream, and says it", async () => {
    await say(page, "計時2秒");
    await lastReply(page).locator(".route").waitFor();
    const ring = page.locator("#log .ring");
    await ring.waitFor({ timeout: 10_000 });
    expect(await ring.getAttribute("data-type")).toBe("timer");
    const text = (await ring.textContent())!;
    expect(text).toContain("2 秒");
    expect(((await page.evaluate("window.spoken")) as string[][]).map(([spoken]) => spoken)).toContain(text);
    await shot(page, "timer");
  });

  it("lists the threads: a new one, the old one's history read back, forgetting one on the server", async () => {
    await page.locator("#new-thread").click();
    expect(await page.locator("#log li").count()).toBe(0);
    await say(page, "現在幾點");
    await lastReply(page).locator(".route").waitFor();
    const threads = page.locator("#thread-list li");
    expect(await threads.locator(".open").allTextContents()).toEqual(["現在幾點", "明天早上七點叫我起床"]);

    await threads.nth(1).locator(".open").click();
    await page.locator("#log .user", { hasText: "刪掉所有鬧鐘" }).waitFor();
    expect(await page.locator("#log .user").first().textContent()).toBe("明天早上七點叫我起床");

    const firstId = await threads.nth(1).locator(".open").getAttribute("title");
    await threads.nth(1).locator(".forget").click();
    await page.locator("#thread-list li .open", { hasText: "明天早上七點叫我起床" }).waitFor({ state: "detached" });
    expect((await fetch(`${serve.url}/v1/threads/${firstId}/turns`)).status).toBe(404);
  });

  it("ran with no script error and no Content-Security-Policy violation", () => {
    expect(problems).toEqual([]);
  });

  it("with tokens, asks for one; a wrong one keeps the field and says why; the right one opens the chat", async () => {
    const english = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 780 } });
    // A browser without speech recognition: no microphone button.
    await english.addInitScript({ content: "delete window.webkitSpeechRecognition; delete window.SpeechRecognition;" });
    try {
      const tokenPage = await english.newPage();
      await tokenPage.goto(withTokens.url);
      await tokenPage.locator("#token-form").waitFor();
      expect(await tokenPage.locator("#token-message").textContent()).toContain("This server needs an access token.");
      expect(await tokenPage.locator("#composer").isVisible()).toBe(true);
      expect(await tokenPage.locator("#mic").isHidden()).toBe(true);

      await tokenPage.locator("#token").fill("wrong-token");
      await tokenPage.locator("#token").press("Enter");
      await tokenPage.locator("#token-message", { hasText: "This token is not known here." }).waitFor();
      expect(await tokenPage.locator("#token-form").isVisible()).toBe(true);
      await shot(tokenPage, "token");

      await tokenPage.locator("#token").fill("alice-token-0123456789");
      await tokenPage.locator("#token").press("Enter");
      await tokenPage.locator("#model", { hasText: "Model: scripted-model" }).waitFor();
      expect(await tokenPage.locator("#token-form").isHidden()).toBe(true);
      expect(await tokenPage.evaluate("sessionStorage.getItem('dialogue-graph.token')")).toBe("alice-token-0123456789");
      expect(await tokenPage.evaluate("localStorage.getItem('dialogue-graph.token')")).toBeNull();
      await say(tokenPage, "what time is it");
      await lastReply(tokenPage).locator(".route").waitFor();
      expect(await lastReply(tokenPage).locator(".tool strong").textContent()).toBe("get_datetime");
    } finally {
      await english.close();
    }
  });
});
