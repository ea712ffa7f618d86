import { loadSettings } from "../../../src/core/settings";
import { routeLocally } from "../../../src/routing/route-locally";
import { createDefaultRegistry } from "../../../src/tools/create-default-registry";
import { evaluateExpression } from "../../../src/tools/calculator";

const registry = createDefaultRegistry({ settings: loadSettings({ env: {}, envFile: false }) });
const route = (text: string) => routeLocally(text, { registry, now: new Date("2026-03-10T01:00:00Z"), timeZone: "Asia/Taipei" });

describe("calculate phrases", () => {
  it.each([
    ["幫我算 (3+5)*12", 96],
    ["123乘以45等於多少", 5535],
    ["3的平方加4的平方", 25],
    ["100除以8", 12.5],
    ["三加五等於幾", 8],
    ["请帮我计算一百减三十七", 63],
    ["根號16是多少", 4],
    ["2的10次方", 1024],
    ["１２＋３４＝？", 46],
    ["算一下 15% * 80", 12],
    ["what is 12 times 7", 84],
    ["calculate 2^10", 1024],
    ["五百除以四等於多少呢", 125],
    ["square root of 225", 15],
    ["12 squared plus 5 squared", 169],
    ["what's 7 times 8?", 56],
    ["2 times 3 plus 1", 7],
    ["1250 divided by 25", 50],
    ["15% of 80", 12],
    ["2 to the power of 16", 65536],
    ["gimme 2 to the power of 12", 4096],
    ["give me 3 times 4", 12],
    ["what's the square root of 144", 12],
    ["calculate the cube root of 27", 3],
    ["100 minus 37 equals what", 63],
    ["what's fifteen percent of eighty", 12],
    ["what's two hundred forty divided by four", 60],
    ["twenty-five times four", 100],
    ["八百块打七五折是多少", 600],
    ["800的八折多少錢", 640],
    ["三百元打對折後剩多少", 150],
    ["15% off 80", 68],
    ["what's twenty percent off $45", 36],
    ["买了三件衣服，199、259和89，加起来多少", 547],
    ["把一百、兩百跟三百加起來", 600],
    ["200元、350元和99元一共多少", 649],
    ["2340元五個人分，每人多少", 468],
    ["五個人平分2340塊，一個人要出多少", 468],
    ["we're splitting a 240 dollar bill four ways, how much is each share", 60],
    ["split $90 between 3 people", 30],
  ])("computes %s", (text, value) => {
    const routed = route(text);
    expect(routed?.tool).toBe("calculate");
    expect(evaluateExpression(String(routed?.args.expression))).toBe(value);
  });

  it.each(["七除以零", "根號負四", "2^99999", "what's 15% of 200"])(
    "claims %s, which reads as arithmetic even if it cannot be done",
    (text) => {
      expect(route(text)?.tool).toBe("calculate");
    },
  );

  it.each([
    "加法是誰發明的",
    "幫我算一下這個月花了多少錢",
    "三",
    "2026",
    "2026-03-10",
    "0912-345-678",
    "what is the capital of France",
    "除了你還有誰",
    "一加一為什麼等於二",
    "算了",
    "plus 5",
    "負五",
    "(5)",
    "I went there 12 times",
    "the square root of 2 is irrational",
    "square root of a negative number",
    "12 times",
    "10 times 10",
    "5 over 10",
    "I have two three dogs",
    "打八折",
    "三個和五個一共",
    "199,259和89加起來多少",
    "split the bill",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("calculate");
  });
});

describe("tips and percentages said as everyday questions", () => {
  it.each([
    ["what's a 20% tip on 65 dollars", 13],
    ["18 percent tip on 50 bucks", 9],
    ["tip 15 percent on 1,200 rupees how much", 180],
    ["what's the tip on $40 at 20%", 8],
    ["calculate a 10% tip for a 230 peso meal", 23],
    ["60 dollars plus a 15% tip", 69],
    ["what's the total for $80 with a 20 percent tip", 96],
    ["what is 30% of 250 dollars", 75],
    ["8 percent of 2,500 pesos how much", 200],
    ["what is 7.5 per cent of 400 rupees", 30],
    ["25 percent off 1,600 pesos how much", 1200],
    ["what percent of 80 is 20", 25],
    ["what percentage is 15 of 60", 25],
    ["30 is what percent of 120", 25],
    ["45 out of 90 is what percent", 50],
  ])("computes %s", (text, value) => {
    const routed = route(text);
    expect(routed?.tool).toBe("calculate");
    expect(evaluateExpression(String(routed?.args.expression))).toBe(value);
  });

  it.each([
    "what's a good tip on 84 dollars",
    "how much should I tip",
    "should I leave a 15% tip on 84",
    "is a 15% tip on 84 enough",
    "tip 10 percent",
    "what percent of people tip",
    "what percent is the tax",
    "10% of my salary",
    "what percent of 0 is 5",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("calculate");
  });
});

describe("sums said at the till: amounts with their units, discounts, shares and service charges", () => {
  it.each([
    // amounts with 塊/元, the total asked after a pause
    ["兩千三百塊加一千七百塊 總共是多少", 4000],
    ["450元加380元一共多少錢", 830],
    ["幫我算 1200塊減350塊", 850],
    ["一千五百块加八百块 一共是多少", 2300],
    ["麻煩你幫我算一下 三百二十塊乘以四 總共多少錢", 1280],
    // discounts: 打八折 is ×0.8, 打75折 ×0.75
    ["那雙鞋 2680 打八折 多少錢", 2144],
    ["幫我算一下 960 打75折", 720],
    ["定价 1500 打九折多少钱", 1350],
    ["原價1200打7.5折後是多少", 900],
    ["take 20% off 350", 280],
    ["a 15 percent discount on 2,000 pesos", 1700],
    ["what's 480 after a 25% discount", 360],
    ["1,200 rupees at 10 percent off how much", 1080],
    // a bill shared
    ["晚餐 2400 三個人平分", 800],
    ["1500 五個人AA 一人多少", 300],
    ["这顿饭 1860 六个人平分 每人多少", 310],
    ["幫我算 四個人分 2000塊", 500],
    ["900 split 3 ways", 300],
    ["2,400 pesos shared among 6 friends, how much each", 400],
    // a service charge: 加一 is 10% more
    ["1800加一服務費 總共多少", 1980],
    ["聚餐 3200 加一成服務費 一共多少錢", 3520],
    ["帮我算一下 1500 加10%服务费", 1650],
    ["1,800 plus 10% service charge", 1980],
    ["what's the total for 250 dollars with a 10 percent service charge", 275],
    ["$120 with 7% tax how much", 128.4],
  ])("computes %s", (text, value) => {
    const routed = route(text);
    expect(routed?.tool).toBe("calculate");
    expect(evaluateExpression(String(routed?.args.expression))).toBe(value);
  });

  it.each([
    // 三塊五 is three and a half, not 35: the model reads it
    "三塊五加兩塊",
    "一塊一塊加",
    // a discount with no asking and no 算 may be what a sign says
    "2680打八折",
    "這件 1280 打85折嗎",
    "你知道 1280 打85折多少嗎",
    // shares: said as done, or with 分 alone and no asking
    "四個人平分了1200塊",
    "1200 四個人分",
    "split 1200",
    // a service charge with no rate, or a question about one
    "2400加服務費多少",
    "is a 10% service charge normal",
    "30% off",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("calculate");
  });
});

describe("a tip said in Chinese, and steps taken in order with 再", () => {
  it.each([
    // the tip itself, its rate before or after the amount
    ["小費百分之二十 八百塊的話要給多少", 160],
    ["小费抓百分之十 六百块要给多少", 60],
    ["3000元 小費15% 要付多少", 450],
    ["九百塊給一成小費是多少", 90],
    ["2400的10%小費多少錢", 240],
    ["小費20趴 500塊要給多少", 100],
    // what is paid with it
    ["小費百分之二十 八百塊的話總共要付多少", 960],
    ["1500元加百分之十的小費 一共多少", 1650],
    // 再 (then) works on everything said before it
    ["幫我算下 九十六除以八再加五", 17],
    ["算下 二加三再乘以四", 20],
    ["十加二十再除以三再減一", 9],
    ["100減40再除以3等於多少", 20],
    ["计算下 七乘八再减六", 50],
  ])("computes %s", (text, value) => {
    const routed = route(text);
    expect(routed?.tool).toBe("calculate");
    expect(evaluateExpression(String(routed?.args.expression))).toBe(value);
  });

  it.each([
    "小費要給多少",
    "美國小費要給百分之幾",
    "一千二百塊的小費要給多少",
    "百分之十五 一千二百塊要給多少",
    "小費百分之十五一千二百塊要給多少",
    "小費百分之十五",
    "小費給百分之十五夠嗎",
    "再加七",
    "再算一次",
    "幫我算下個月的預算",
  ])("leaves %s to the model", (text) => {
    expect(route(text)?.tool).not.toBe("calculate");
  });
});

describe("a month/day written with a slash", () => {
  it.each(["3/15", "12/4", "4/1"])("「%s」 alone may be a date: the model decides", (text) => {
    expect(route(text)).toBeNull();
  });

  it.each([
    ["算一下3/15", 0.2],
    ["4/8等於多少", 0.5],
    ["what's 3/12", 0.25],
    ["24/8", 3],
  ])("「%s」 asks for the division", (text, value) => {
    const args = route(text)?.args as { expression: string } | undefined;
    expect(evaluateExpression(args?.expression ?? "")).toBe(value);
  });
});

describe("a shared meal or bill named before its amount, with no pause", () => {
  it.each([
    ["晚餐2400塊 四個人分 一個人多少", "2400/4"],
    ["房租18000 三個人分 每人多少", "18000/3"],
  ])("「%s」 is %s", (text, expression) => {
    expect(route(text)).toMatchObject({ tool: "calculate", args: { expression } });
  });

  it("「晚餐2400塊四個人分」 with no asking may say how it was split", () => {
    expect(route("晚餐2400塊四個人分")).toBeNull();
  });
});
