import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolRegistry } from "../../../src/core/tool-registry";
import { routeLocally } from "../../../src/routing/route-locally";
import { createAlarmTools } from "../../../src/tools/alarms/index";
import { createMemoTools } from "../../../src/tools/memos/index";

const now = new Date("2026-03-10T01:00:00Z");
let directory: string;
let registry: ToolRegistry;
beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), "memo-phrases-"));
  registry = new ToolRegistry([
    ...createMemoTools({ filePath: join(directory, "memos.json") }),
    ...createAlarmTools({ filePath: join(directory, "alarms.json") }),
  ]);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const route = (text: string) => routeLocally(text, { registry, now, timeZone: "Asia/Taipei" });

describe("memo phrases", () => {
  it.each([
    ["幫我記一下 週五要繳電費", "週五要繳電費"],
    ["記下來：買牛奶", "買牛奶"],
    ["记一下明天带伞", "明天带伞"],
    ["新增備忘錄 買電池", "買電池"],
    ["備忘：車子要保養", "車子要保養"],
    ["take a note: buy milk", "buy milk"],
    ["note that the plumber comes on Thursday", "the plumber comes on Thursday"],
    ["jot down that the gate code is 4412", "the gate code is 4412"],
    ["note: call the bank", "call the bank"],
    ["幫我寫個備忘錄，買牛奶跟雞蛋", "買牛奶跟雞蛋"],
    ["添加一条备忘录：护照放在书房抽屉里", "护照放在书房抽屉里"],
    ["幫我記 下禮拜要去監理站換駕照", "下禮拜要去監理站換駕照"],
    ["幫我記下午三點開會", "下午三點開會"],
    ["备忘 周五下午买牛奶", "周五下午买牛奶"],
    ["把車位號碼記在備忘錄裡", "車位號碼"],
    ["note down that Jake owes me 20 dollars", "Jake owes me 20 dollars"],
    ["備忘一下 阿公的藥吃完了要回診拿藥", "阿公的藥吃完了要回診拿藥"],
    ["記下來喔 水電師傅的電話零九一二", "水電師傅的電話零九一二"],
    ["帮我记个笔记 买猫粮和洗衣液", "买猫粮和洗衣液"],
    ["做個筆記：明天要交報告", "明天要交報告"],
    ["把王先生的電話記到備忘錄", "王先生的電話"],
    ["帮我备忘：车牌号是沪A12345", "车牌号是沪A12345"],
    ["幫我記起來，小陳欠我五百塊", "小陳欠我五百塊"],
    ["幫我備忘 禮拜四要繳停車費", "禮拜四要繳停車費"],
    ["麻烦你备忘 下周一交房租", "下周一交房租"],
  ])("「%s」 adds a memo", (text, content) => {
    expect(route(text)).toEqual({ tool: "add_memo", args: { content } });
  });

  it.each([
    "列出我的備忘錄",
    "我的備忘錄有哪些",
    "我有哪些備忘錄",
    "看一下備忘錄",
    "我的备忘录里都有什么",
    "把備忘錄唸給我聽",
    "唸我的備忘錄給我聽",
    "打開我的備忘錄",
    "看一下我記了什麼",
    "我之前記了哪些東西",
    "show my notes",
    "list my memos",
    "筆記有哪些 列出來",
    "看看備忘錄裡面寫了什麼",
    "我記過哪些筆記",
    "备忘录里都有啥",
    "筆記列表念一下",
    "what's on my memo list",
    "read my notes back to me",
    "what notes do I have",
    "do I have any notes",
    "do I have any notes left",
    "any notes left",
    "how many notes do I have left",
    "are there any memos left",
    "翻一下我记的笔记",
    "備忘錄，唸給我聽",
    "把我之前記的筆記都列出來",
    "看一下我寫的備忘錄",
    "備忘錄有哪幾則",
    "看看筆記還剩哪幾條",
  ])("「%s」 lists memos", (text) => {
    expect(route(text)).toEqual({ tool: "list_memos", args: {} });
  });

  it.each([
    ["刪除第2則備忘錄", "2"],
    ["把3號備忘錄刪掉", "3"],
    ["把備忘錄2刪除", "2"],
    ["刪除掉第一則備忘錄", "1"],
    ["delete memo 4", "4"],
    ["備忘錄二號刪掉", "2"],
    ["把第一則筆記刪了", "1"],
    ["第四個備忘不用了 刪除", "4"],
    ["把备忘录2删了", "2"],
    ["第一条笔记不要了 删了吧", "1"],
    ["scratch the second note", "2"],
    ["delete the third memo", "3"],
    ["get rid of note 2", "2"],
    ["第四条备忘录可以删了", "4"],
    ["remove memo number two", "2"],
  ])("「%s」 deletes memo %s", (text, id) => {
    expect(route(text)).toEqual({ tool: "delete_memo", args: { id } });
  });

  it.each([
    "備忘錄是什麼",
    "怎麼用備忘錄",
    "記住了嗎",
    "你記得我叫什麼嗎",
    "備忘錄",
    "what is a memo",
    "寫個備忘錄",
    "寫個筆記本",
    "備忘錄 很好用",
    "備忘 怎麼同步",
    "幫我備忘 怎麼匯出",
    "幫我備忘 這個",
    "把這件事記在備忘錄裡",
    "把備忘錄同步到電腦",
    "我記得什麼",
    "note down that",
    "把上個月花的錢記到備忘錄裡面",
    "把今天的匯率記在備忘錄",
    "把2的10次方記到備忘錄",
    "記一下 上個月花的錢",
    "做筆記有什麼技巧",
    "做筆記的方法",
    "記住喔",
    "筆記本有哪些",
    "備忘錄有哪些功能",
    "筆記不要了",
    "我把第一則筆記刪了",
    "delete my notes",
    "記起來了嗎",
    "note that I'm not feeling well",
    "我記起來了",
    "备忘，怎么同步",
    "第四條備忘錄可以刪嗎",
    // A number with 則 or 個 and no 第 counts memos; it names none.
    "刪除兩則備忘錄",
    "把三個筆記刪掉",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("memos said casually", () => {
  it.each([
    ["note to self: renew the car insurance", "renew the car insurance"],
    ["note to self buy birthday card for Mia", "buy birthday card for Mia"],
    ["memo to myself - call the vet", "call the vet"],
    ["quick note: gate code is 4512", "gate code is 4512"],
    ["new note: bring the umbrella back to Sam", "bring the umbrella back to Sam"],
    ["save a note: the car is on level 3", "the car is on level 3"],
    ["add oat milk to my notes", "oat milk"],
  ])("「%s」 adds a memo", (text, content) => {
    expect(route(text)).toEqual({ tool: "add_memo", args: { content } });
  });

  it.each([
    ["nuke all my notes", { all: true }],
    ["trash note 3", { id: "3" }],
  ])("「%s」 deletes", (text, args) => {
    expect(route(text)).toEqual({ tool: "delete_memo", args });
  });

  it.each([
    "note to self",
    "new note",
    "a note to self is a good habit",
    "note to self is a great app",
    "put the wifi password in my notes",
    "add today's weather to my notes",
    "add this to my notes",
    "add milk to my shopping list",
    "save a note to the file",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("a memo for someone of the household", () => {
  // Whose it is stays in the memo; 他/她 after it is that person.
  it.each([
    ["阿嬤說幫她記一下 禮拜四要回診", "阿嬤禮拜四要回診"],
    ["我爸講 幫他記下來 車子下個月要驗車", "我爸車子下個月要驗車"],
    ["幫外婆記一下 假牙清潔錠快用完了", "外婆假牙清潔錠快用完了"],
    ["奶奶说帮她记一下 她周六要去庙里", "奶奶周六要去庙里"],
    ["阿公交代 幫他記著 阿公的血壓藥剩三天", "阿公的血壓藥剩三天"],
  ])("「%s」 → add_memo 「%s」", (text, content) => {
    expect(route(text)).toEqual({ tool: "add_memo", args: { content } });
  });

  it.each([
    // Nothing said to note, a pointer, a stranger, a pronoun for no one named, something to look up first.
    "阿嬤說幫她記一下",
    "幫阿公記一下這個",
    "王太太說幫她記一下 週五繳費",
    "幫他記一下 週五繳費",
    "阿公說幫他記一下 明天的天氣",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("the memos shown, or asked whether they are still there", () => {
  it.each(["筆記拿給我看一下", "我的備忘錄讓我看看", "讓我看一下我記的筆記", "给我看看备忘录", "備忘錄都還在嗎", "我的筆記還在不在"])(
    "「%s」 lists memos",
    (text) => {
      expect(route(text)).toEqual({ tool: "list_memos", args: {} });
    },
  );

  it.each(["備忘錄給我看一下怎麼用", "備忘錄還在手機裡嗎", "讓我看看筆記本", "備忘錄還在用嗎"])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("memos pointed at as what the user asked to have noted", () => {
  it.each([
    "我之前叫你記的東西 念給我聽",
    "你幫我記的那些事情是什麼",
    "我上次请你记下来的内容 可以再读给我听吗",
    "把我請你記的事情唸給我聽",
    "再唸一次你幫我記下來的東西",
    "read me back what I asked you to write down",
    "what did I tell you to note down",
    "can you read the things I asked you to save again",
  ])("「%s」 lists memos", (text) => {
    expect(route(text)).toEqual({ tool: "list_memos", args: {} });
  });

  it.each([
    "我叫你記的東西 你記住了嗎",
    "我叫你記的東西是錯的",
    "我叫你記的東西 刪掉",
    "我叫你記的東西",
    "你記的東西準嗎",
    // what was said in the conversation, not a note
    "what did I ask you to remember",
  ])("「%s」 is left to the model", (text) => {
    expect(route(text)).toBeNull();
  });
});

describe("a memo said as a need, and the user's own notes pointed at", () => {
  it.each([
    ["我需要記一下 週五要繳水費", "週五要繳水費"],
    ["我要記下來 車停在B2", "車停在B2"],
    ["帮我 take a note 周五 meeting 要带投影机", "周五 meeting 要带投影机"],
    ["also make a note that the vet opens at nine", "the vet opens at nine"],
  ])("「%s」 notes 「%s」", (text, content) => {
    expect(route(text)).toEqual({ tool: "add_memo", args: { content } });
  });

  it.each(["唸一下我記的東西", "我之前記的事情 念給我聽", "把我記下來的東西唸出來", "我記的東西是什麼"])(
    "「%s」 lists the memos",
    (text) => {
      expect(route(text)).toEqual({ tool: "list_memos", args: {} });
    },
  );

  it.each(["我要記住 明天要繳費", "我需要記一下", "唸一下我寫的東西", "我記的東西都忘了", "我需要記一下今天花了多少"])(
    "「%s」 is left to the model",
    (text) => {
      expect(route(text)).toBeNull();
    },
  );
});
