import { NUMBER_PATTERN, parseNumber, readEnglishNumbers, writeEnglishAmounts } from "../../src/language/number-words";

describe("parseNumber", () => {
  it.each([
    ["100", 100],
    ["1,000", 1000],
    ["12,345.5", 12345.5],
    ["3.5", 3.5],
    ["2.5萬", 25000],
    ["3千", 3000],
    ["1.1萬", 11000],
    ["1億", 1e8],
    ["一百", 100],
    ["一百二十", 120],
    ["一百二", 120],
    ["十五", 15],
    ["二十", 20],
    ["兩百", 200],
    ["三", 3],
    ["零", 0],
    ["一百零五", 105],
    ["兩萬五", 25000],
    ["三千五", 3500],
    ["一千零一", 1001],
    ["十萬", 100000],
    ["一億兩千萬", 120000000],
    ["二〇二四", 2024],
    ["１００", 100],
    ["seven", 7],
    ["Twenty", 20],
    ["两万五", 25000],
    ["2.5万", 25000],
    ["3亿", 3e8],
  ])("reads %s as %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(["", "abc", "三天", "12a", "1,00"])("does not read %p", (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe("NUMBER_PATTERN", () => {
  const amount = new RegExp(`^(${NUMBER_PATTERN})\\s*美金$`);

  it("finds the number in a phrase", () => {
    expect(amount.exec("2.5萬美金")?.[1]).toBe("2.5萬");
    expect(amount.exec("1,000 美金")?.[1]).toBe("1,000");
    expect(amount.exec("兩百美金")?.[1]).toBe("兩百");
  });

  it("has no capturing groups", () => {
    expect(new RegExp(`${NUMBER_PATTERN}|`).exec("")?.length).toBe(1);
  });
});

describe("readEnglishNumbers", () => {
  it.each([
    ["fifteen percent of eighty", "15 percent of 80"],
    ["two hundred forty", "240"],
    ["twenty-five", "25"],
    ["Ninety nine", "99"],
    ["five thousand two hundred", "5200"],
    ["in forty five minutes", "in 45 minutes"],
  ])("%s → %s", (text, digits) => {
    expect(readEnglishNumbers(text)).toBe(digits);
  });

  it("leaves a run that is not one number as it is", () => {
    expect(readEnglishNumbers("two three")).toBe("two three");
    expect(readEnglishNumbers("hundred")).toBe("hundred");
  });
});

describe("writeEnglishAmounts", () => {
  it.each([
    ["three grand", "3000"],
    ["a grand in euros", "1000 in euros"],
    ["one and a half grand", "1500"],
    ["Four And A Half Grand", "4500"],
    ["7.5 grand to yen", "7500 to yen"],
    ["twelve grand worth of pesos", "12000 worth of pesos"],
    ["a hundred and fifty grand", "150000"],
    ["six and a half thousand rupees", "6500 rupees"],
    ["two and a half million won", "2500000 won"],
    ["half a million baht", "500000 baht"],
    ["half a grand, please", "500, please"],
    ["how much is ten grand Singapore dollars", "how much is 10000 Singapore dollars"],
  ])("%s → %s", (text, written) => {
    expect(writeEnglishAmounts(text)).toBe(written);
  });

  it.each([
    "what's the grand total",
    "a grand total of 40",
    "three grand pianos",
    "they did it in a grand style",
    "the Grand Canyon",
    "two and a half hours",
    "one and a half",
    "four and ten grand",
    "grand",
  ])("%s names no amount and stays as it is", (text) => {
    expect(writeEnglishAmounts(text)).toBe(text);
  });
});

describe("writeEnglishAmounts: shorthand", () => {
  it.each([
    ["15k yen in dollars", "15000 yen in dollars"],
    ["convert 2.5K to euros", "convert 2500 to euros"],
    ["convert $200 to yen", "convert 200 dollars to yen"],
    ["NT$1,500 to yen", "1,500 NT dollars to yen"],
    ["US$ 20 in euros", "20 US dollars in euros"],
    ["€50 in pounds", "50 euros in pounds"],
    ["£20 to euros", "20 pounds to euros"],
    ["NT$800換日幣", "800 NT dollars換日幣"],
  ])("%s → %s", (text, written) => {
    expect(writeEnglishAmounts(text)).toBe(written);
  });

  it.each(["a 5k run", "call 5k people", "$300換日幣", "¥5000 to dollars", "abc$5"])("%s stays as it is", (text) => {
    expect(writeEnglishAmounts(text)).toBe(text);
  });
});
