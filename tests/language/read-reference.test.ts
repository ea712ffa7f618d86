import { normalizeText } from "../../src/language/normalize-text";
import { pointsAtMade, readReference } from "../../src/language/read-reference";

const read = (text: string) => readReference(normalizeText(text));

describe("pointing back at the last result", () => {
  it.each([
    // No longer wanted, then the verb after a pause.
    ["剛剛那個不用了，取消掉", "delete"],
    ["這個鬧鐘不要了 幫我刪除", "delete"],
    ["刚才那个不需要了 删了吧", "delete"],
    // Said after a word that adds nothing.
    ["等等 剛剛那個刪掉", "delete"],
    ["oh wait, delete that", "delete"],
    ["on second thought, remove it", "delete"],
    ["no, scratch that", "delete"],
    // Asking what it was set for.
    ["你剛剛設幾點", "show"],
    ["我剛才定的是什麼時候", "show"],
    ["hold on, when did you set it for?", "show"],
    ["what time is the alarm set for", "show"],
    ["sorry, what time did I set it to", "show"],
  ])("「%s」 → %s", (text, action) => {
    expect(read(text)).toBe(action);
  });

  it.each([
    "剛剛那個不要了 改成八點",
    "那個不要了 換一個",
    "wait, what time is it",
    "actually, what's the weather",
    "when did you set up this",
    "no, delete all my alarms",
  ])("「%s」 points at nothing", (text) => {
    expect(read(text)).toBeNull();
  });
});

describe("pointing at a record by its having just been made", () => {
  it.each([
    "把剛剛新增的那個刪掉",
    "刚才加的那条删掉",
    "剛剛設的鬧鐘取消",
    "delete the one I just added",
    "remove the note you just wrote",
  ])("「%s」 points at what was made", (text) => {
    expect(pointsAtMade(normalizeText(text))).toBe(true);
  });

  it.each(["把剛剛那個刪掉", "刪除最後一個", "delete the last one", "delete that", "把剛剛說的那個刪掉"])("「%s」 does not", (text) => {
    expect(pointsAtMade(normalizeText(text))).toBe(false);
  });
});
