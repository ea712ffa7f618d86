// The scripted model of the long-thread bench, in its own process so that its work is not timed
// as framework time: answers at once (0 ms), the bench's three requests as turn-cost's script
// does, and a summary call with a summary of a realistic length. Sends its base URL over IPC.
import { ScriptedModelServer, type RecordedModelRequest } from "../../src/testing";
import { benchScript } from "../turn-cost/bench-script";

const SUMMARY = "使用者在廚房問過幾次時間、美金換台幣（100 美元約 3,162 元）和台北天氣（晴時多雲，21 到 28 度），也問過助理會做什麼。";
const isSummaryCall = (request: RecordedModelRequest) =>
  (request.tools?.length ?? 0) === 0 && String(request.messages[0]?.content).startsWith("把對話濃縮成");

const server = await ScriptedModelServer.start({ keepAliveTimeoutMs: 600_000 });
server.fallback = (request) => (isSummaryCall(request) ? { content: SUMMARY } : benchScript(request));
const forget = setInterval(() => (server.requests.length = 0), 500);
process.send?.({ url: server.url });
process.on("disconnect", () => {
  clearInterval(forget);
  void server.close().then(() => process.exit(0));
});
