import { compileTemplate } from "../../../src/language/templates/compile-template";
import { parseTemplate } from "../../../src/language/templates/parse-template";
import { TemplateError } from "../../../src/language/templates/template-error";

describe("parseTemplate", () => {
  it("reads alternatives, optional parts and typed slots", () => {
    expect(parseTemplate("[幫我|請]擲{sides:integer}面骰")).toEqual({
      kind: "sequence",
      items: [
        {
          kind: "choice",
          optional: true,
          options: [
            { kind: "words", text: "幫我" },
            { kind: "words", text: "請" },
          ],
        },
        { kind: "words", text: "擲" },
        { kind: "slot", name: "sides", type: "integer", position: 7 },
        { kind: "words", text: "面骰" },
      ],
    });
  });

  it("reads a space as an alternative and a bare slot name as its type", () => {
    expect(parseTemplate("a[-| ]{place}")).toEqual({
      kind: "sequence",
      items: [
        { kind: "words", text: "a" },
        { kind: "choice", optional: true, options: [{ kind: "words", text: "-" }, { kind: "space" }] },
        { kind: "slot", name: "place", type: "place", position: 6 },
      ],
    });
  });

  it("reads rules, and a backslash takes a special character as written", () => {
    expect(parseTemplate("<please>\\(1\\)")).toEqual({
      kind: "sequence",
      items: [
        { kind: "rule", name: "please", position: 0 },
        { kind: "words", text: "(1)" },
      ],
    });
  });

  it.each([
    ["擲{sides:integer面骰", "unclosed slot", 1],
    ["(a|b", "unclosed group", 0],
    ["x[a", "unclosed group", 1],
    ["a]", "unexpected ']'", 1],
    ["(|a)", "empty alternative", 1],
    ["{:integer}", "a slot is {name:type}", 0],
    ["<please", "unclosed rule", 0],
    ["", "empty template", 0],
  ])("throws a TemplateError naming the template and where: %s", (template, problem, position) => {
    let error: unknown;
    try {
      parseTemplate(template);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(TemplateError);
    expect((error as TemplateError).message).toContain(problem);
    expect((error as TemplateError).message).toContain(`"${template}"`);
    expect((error as TemplateError).position).toBe(position);
  });
});

describe("compileTemplate", () => {
  it("rejects an unknown slot type or rule where it is written", () => {
    expect(() => compileTemplate("擲{sides:dice}面骰")).toThrow(/unknown slot type "dice".* at 1 in "擲\{sides:dice\}面骰"/su);
    expect(() => compileTemplate("<beg>擲骰子")).toThrow(/unknown rule <beg> at 0/u);
    expect(() => compileTemplate("<a>", { rules: { a: "x<a>" } })).toThrow(/rule <a> uses itself/u);
  });

  it("takes its required words from the template itself, one of each list", () => {
    expect(compileTemplate("[幫我|請]擲{sides:integer}面骰").words).toEqual([["面骰"], ["擲"]]);
    expect(compileTemplate("{place:place}[的]天氣[怎麼樣|如何]").words).toEqual([["天氣"]]);
    expect(compileTemplate("(匯率|兌換率)").words).toEqual([["匯率", "兌換率"]]);
    expect(compileTemplate("[<please>]{x:integer}").words).toEqual([]);
  });

  it("reads a template written in Simplified Chinese as sentences are read", () => {
    expect(compileTemplate("{place:place}天气").words).toEqual([["天氣"]]);
  });

  it("uses rules shared by the language and rules of its own", () => {
    expect(compileTemplate("<ask>幾點", { rules: { ask: "(問你)" } }).words).toEqual([["問你"], ["幾點"]]);
    expect(compileTemplate("[<please>]擲骰子").slots).toEqual([]);
  });
});
