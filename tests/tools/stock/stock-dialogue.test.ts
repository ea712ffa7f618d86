import { lastCallOf, routeOnlyRegistry, routeTurnOn } from "../../support/route-turn-kit";

const routeTurn = routeTurnOn(routeOnlyRegistry());
// The last turn, 20 seconds before: BYD's quote.
const bydQuoted = lastCallOf("get_stock", { code: "002594" });

describe("stock in a conversation", () => {
  it.each([
    ["那六零零零三六呢", "600036"],
    ["六零零幺三六呢", "600136"],
    ["那 600519 呢", "600519"],
    ["宁德时代呢", "300750"],
  ])("「%s」 asks the quote of %s", (text, code) => {
    expect(routeTurn(text, bydQuoted)).toEqual({ kind: "call", tool: "get_stock", args: { code }, via: "follow-up" });
  });

  it.each(["那六零零呢", "那一二三呢", "那房價呢"])("「%s」 is no share", (text) => {
    expect(routeTurn(text, bydQuoted)).not.toMatchObject({ tool: "get_stock" });
  });
});
