import type { ToolDialogue } from "../../core/tool-dialogue";
import { readStockCode } from "./read-stock-code";
import { codeOfStockName } from "./stock-names";

/** get_stock in a conversation: 「那寧德時代呢」「那 600036 呢」 'what about 000001' ask about another share. */
export const stockDialogue: ToolDialogue = {
  // The subject a turn goes back to: 「回到…」 'go back to …'.
  topic: /股票|股價|股市|stock prices?|stocks?|shares?/iu,
  followUp: (fragment, last) => {
    const words = fragment.replace(/(?:的)?(?:股價|股票|行情|報價)$/u, "").trim();
    const code = readStockCode(words) ?? codeOfStockName(words) ?? null;
    return code === null ? null : { ...last.args, code };
  },
};
