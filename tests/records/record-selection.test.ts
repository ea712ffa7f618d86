import { normalizeRecordSelection } from "../../src/records/record-selection";

describe("normalizeRecordSelection", () => {
  it.each([
    [{ id: 2 }, { id: "2" }],
    [{ id: "第二個" }, { id: "2" }],
    [{ id: "全部" }, { all: true }],
    [{ id: "all" }, { all: true }],
    [{ id: "1和3" }, { ids: ["1", "3"] }],
    [{ id: "一、三號" }, { ids: ["1", "3"] }],
    [{ id: "1, 3 and 4" }, { ids: ["1", "3", "4"] }],
    [{ id: [1, "3"] }, { ids: ["1", "3"] }],
    [{ ids: ["2"] }, { id: "2" }],
    [{ ids: ["1", "1", "2"] }, { ids: ["1", "2"] }],
    [{ id: "義大利麵" }, { id: "義大利麵" }],
    [{}, {}],
  ])("%p → %p", (args, expected) => {
    expect(normalizeRecordSelection(args)).toEqual(expected);
  });

  it("leaves what it cannot read for validation", () => {
    expect(normalizeRecordSelection({ ids: [{}, "2"] })).toEqual({ ids: [{}, "2"] });
  });
});
