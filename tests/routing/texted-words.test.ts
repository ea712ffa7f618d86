import { routeLocally } from "../../src/routing/route-locally";
import { routeOnlyRegistry, TURN_NOW } from "../support/route-turn-kit";

const registry = routeOnlyRegistry();
const route = (text: string) => routeLocally(text, { registry, now: TURN_NOW, timeZone: "Asia/Taipei", locale: "en" });

describe("words as people text them", () => {
  it.each([
    ["wats the weather tmrw in kaohsiung", "get_weather", { city: "kaohsiung", day: "tomorrow" }],
    ["is it raining in tainan rn", "get_weather", { city: "tainan" }],
    ["what time is it in seoul rn", "get_datetime", { time_zone: "Asia/Seoul" }],
    ["euro rate pls", "get_exchange_rate", { from_currency: "EUR" }],
    ["whats 12 times 19", "calculate", { expression: "12 times 19" }],
    ["wat time is it in london", "get_datetime", { time_zone: "Europe/London" }],
  ])("「%s」 asks what the spelled-out words ask", (text, tool, args) => {
    expect(route(text)).toMatchObject({ tool, args });
  });

  it("an 'rn' that is a nurse stays in the message", () => {
    expect(route("remind me at 5pm to call the rn")).toMatchObject({ tool: "set_alarm", args: { message: expect.stringMatching(/rn$/) } });
  });
});
