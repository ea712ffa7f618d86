import { matchPhrases } from "../../support/match-phrases";
import { newsPhrases } from "../../../src/tools/news/phrases";

const context = { now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" };

const route = (text: string) => matchPhrases(newsPhrases, text, context);

describe("news phrases", () => {
  it.each([
    ["今天有什麼新聞", {}],
    ["今天有什么新闻？", {}],
    ["有什麼新聞嗎", {}],
    ["最近的新聞", {}],
    ["今日頭條", {}],
    ["頭條新聞", {}],
    ["播報一下今天的新聞", {}],
    ["科技新闻头条", { category: "tech" }],
    ["科技新聞", { category: "tech" }],
    ["給我看財經新聞", { category: "finance" }],
    ["娛樂新聞有哪些", { category: "entertainment" }],
    ["體育新聞", { category: "sports" }],
    ["熱搜", { category: "weibo" }],
    ["微博熱搜", { category: "weibo" }],
    ["今天的熱搜有什麼", { category: "weibo" }],
    ["知乎熱榜", { category: "zhihu" }],
    ["B站熱門", { category: "bilibili" }],
    ["百度熱搜", { category: "baidu" }],
    ["告訴我今天的頭條", {}],
    ["我想看新聞", {}],
    ["今天有什麼大新聞", {}],
    ["今天的頭條是什麼", {}],
    ["今日热点", { category: "weibo" }],
    ["微博熱搜前十條", { category: "weibo", limit: 10 }],
    ["知乎熱榜前 3", { category: "zhihu", limit: 3 }],
    ["what's in the news", {}],
    ["any news today", {}],
    ["What's in the news today?", {}],
    ["tech news", { category: "tech" }],
    ["Show me the sports headlines", { category: "sports" }],
    ["today's headlines", {}],
    ["what's trending", { category: "weibo" }],
    ["what's trending on zhihu", { category: "zhihu" }],
    ["知乎熱榜上有什麼", { category: "zhihu" }],
    ["熱搜裡都有啥", { category: "weibo" }],
    ["唸三則頭條新聞給我聽", { limit: 3 }],
    ["念三条科技新闻", { category: "tech", limit: 3 }],
    ["来几条体育新闻", { category: "sports" }],
    ["read me 5 sports headlines", { category: "sports", limit: 5 }],
    ["give me the top 3 headlines", { limit: 3 }],
    ["latest entertainment news", { category: "entertainment" }],
    ["show me the latest tech news", { category: "tech" }],
    ["體育新聞來三則", { category: "sports", limit: 3 }],
    ["百度熱搜給我看五條", { category: "baidu", limit: 5 }],
    ["微博热搜看一下", { category: "weibo" }],
    ["科技新聞念給我聽", { category: "tech" }],
    ["財經新聞給我唸三則", { category: "finance", limit: 3 }],
    ["gimme the top tech headlines", { category: "tech" }],
    ["what's trending on weibo right now", { category: "weibo" }],
    ["what's hot on bilibili", { category: "bilibili" }],
    ["weibo trending", { category: "weibo" }],
    ["show me the zhihu hot list", { category: "zhihu" }],
    ["trending on douyin", { category: "douyin" }],
    ["给我念三条今天的头条", { limit: 3 }],
    ["今天财经圈有什么新闻", { category: "finance" }],
    ["科技圈最近有什麼新聞", { category: "tech" }],
    ["財經方面有什麼新聞", { category: "finance" }],
    ["娛樂版頭條有哪些", { category: "entertainment" }],
    ["體育新聞，唸三則就好", { category: "sports", limit: 3 }],
    ["top stories", {}],
    ["what are today's top stories", {}],
  ])("「%s」 → %j", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each([
    "新聞是怎麼寫出來的",
    "你喜歡看新聞嗎",
    "新聞系好考嗎",
    "我想當新聞主播",
    "good news",
    "股票要怎麼投資",
    "你覺得股市會漲嗎",
    "天氣新聞網站有哪些推薦",
    "最近有什麼太空新聞",
    "上週SpaceX的新聞",
    "什麼是熱搜",
    "頭條是什麼意思",
    "我不想看新聞",
    "國際新聞",
    "微博熱搜前一百條",
    "我看了三則新聞",
    "三則新聞有兩則是假的",
    "熱搜上有什麼好玩的",
    "唸二十條新聞",
    "one news",
    "read me 50 headlines",
    "新聞報",
    "新聞看多了",
    "新聞看一下就好",
    "what's hot",
    "what's popular",
    "科技圈的新聞是怎麼寫的",
    "新聞,看多了",
    "tell me stories",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("news phrases, said casually", () => {
  it.each([
    ["top 5 sports headlines", { category: "sports", limit: 5 }],
    ["the top three business stories", { category: "finance", limit: 3 }],
    ["gimme the top 3 headlines", { limit: 3 }],
    ["top 10 news today", { limit: 10 }],
    ["showbiz news", { category: "entertainment" }],
    ["any celebrity news", { category: "entertainment" }],
    ["what's the economy news", { category: "finance" }],
  ])("routes 「%s」", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each(["top 3 reasons to learn python", "top 50 songs", "3 tech headlines", "top 20 headlines", "top news anchors"])(
    "leaves 「%s」 to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("news phrases: a reading asked for after a pause, a board named again", () => {
  it.each([
    ["最近的新聞有哪些 可以唸給我聽嗎", {}],
    ["體育新聞 麻煩念一下", { category: "sports" }],
    ["财经新闻有什么 读给我听好吗", { category: "finance" }],
    ["今天的頭條 念給我聽好不好", {}],
    ["business news please, the finance one", { category: "finance" }],
    ["news please, the tech one", { category: "tech" }],
    ["celebrity news, showbiz kind", { category: "entertainment" }],
  ])("「%s」 → %j", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each([
    // 嗎 with no 可以 before it asks nothing
    "科技新聞念給我聽嗎",
    // two boards, a count, or no board at all after the pause
    "sports news please, the business one",
    "news please, the top one",
    "tech news, the good one",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("news phrases: what is hottest on a board, and the moment after the board", () => {
  it.each([
    ["知乎熱榜現在有什麼", { category: "zhihu" }],
    ["百度热搜现在是什么", { category: "baidu" }],
    ["B站上現在什麼最紅", { category: "bilibili" }],
    ["最近微博上有什麼話題最火", { category: "weibo" }],
    ["知乎上最熱門的是什麼", { category: "zhihu" }],
    ["抖音最近什么视频最火", { category: "douyin" }],
  ])("「%s」 reads the board", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it.each(["現在什麼最火", "抖音上什麼舞最火", "抖音上最火的是誰", "微博熱搜是什麼意思", "抖音現在很火", "知乎上什麼人最多", "熱搜現在"])(
    "「%s」 is no request for a board",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});

describe("news phrases: the first few, asked after the board", () => {
  it.each([
    ["科技新聞給我前五則", { category: "tech", limit: 5 }],
    ["财经新闻给我前两条", { category: "finance", limit: 2 }],
    ["娛樂新聞 念前三條", { category: "entertainment", limit: 3 }],
  ])("「%s」", (text, args) => {
    expect(route(text)).toEqual(args);
  });

  it("more than the board holds is the model's", () => {
    expect(route("體育新聞給我前五十則")).toBeNull();
  });
});
