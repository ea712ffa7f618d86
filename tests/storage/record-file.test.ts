import { z } from "zod";
import { addRecord, parseRecordFile } from "../../src/storage/record-file";

const parse = parseRecordFile(z.object({ id: z.string(), text: z.string() }));

describe("parseRecordFile", () => {
  it("keeps the records that fit and returns the others to be set aside", () => {
    const parsed = parse({
      lastId: 3,
      items: [
        { id: "1", text: "a" },
        { id: "2", text: 2 },
        { id: "3", text: "c" },
      ],
    });
    expect(parsed).toEqual({
      ok: true,
      data: {
        lastId: 3,
        items: [
          { id: "1", text: "a" },
          { id: "3", text: "c" },
        ],
      },
      rejected: [{ id: "2", text: 2 }],
      reason: "unexpected shape at items.1.text (invalid_type)",
    });
  });

  it("sets aside a record that repeats an id", () => {
    const parsed = parse({
      lastId: 2,
      items: [
        { id: "1", text: "a" },
        { id: "1", text: "b" },
      ],
    });
    expect(parsed.ok && parsed.rejected).toEqual([{ id: "1", text: "b" }]);
  });

  it("raises a lastId that is missing, unsafe or below a record's number", () => {
    expect(parse({ items: [{ id: "7", text: "a" }] })).toMatchObject({ data: { lastId: 7 } });
    expect(parse({ lastId: 2 ** 60, items: [{ id: "7", text: "a" }] })).toMatchObject({ data: { lastId: 7 } });
    expect(parse({ lastId: 3, items: [{ id: "9", text: "a" }] })).toMatchObject({ data: { lastId: 9 } });
  });

  it("a file whose items are not a list is unreadable as a whole", () => {
    expect(parse({ lastId: 1, items: {} })).toEqual({ ok: false, reason: "unexpected shape at items (invalid_type)" });
    expect(parse("[]")).toMatchObject({ ok: false });
  });
});

describe("addRecord", () => {
  it("numbers from lastId, and past the largest safe number takes the smallest free one", () => {
    expect(addRecord({ lastId: 4, items: [] }, (id) => ({ id })).item.id).toBe("5");
    const full = { lastId: Number.MAX_SAFE_INTEGER, items: [{ id: "1" }, { id: "3" }] };
    expect(addRecord(full, (id) => ({ id }))).toEqual({
      file: { lastId: Number.MAX_SAFE_INTEGER, items: [{ id: "1" }, { id: "3" }, { id: "2" }] },
      item: { id: "2" },
    });
  });
});
