import type { TemplatePhrase } from "../../language/templates/template-phrase";
import { BILL_LABEL_SLOT } from "./bill-label-slot";
import { CHINESE_BILL_RULES } from "./chinese-bill-rules";
import { SERVICE_RATE_SLOT, TIP_RATE_SLOT } from "./service-rate-slot";
import { toCalculation } from "./to-calculation";

const RULES: Readonly<Record<string, string>> = {
  ...CHINESE_BILL_RULES,
  service: "[再](加|加上|外加|另加|多收){rate:service_rate}[的](服務費|小費)[之後|後]",
  // The tip is named once, before its rate or after it (a bare 「百分之十五」 may be a discount or tax).
  tip: "(小費[給|抓|算|付|留]{rate:tip_rate}|[給|抓|算|付|留]{rate:tip_rate}[的]小費)",
  // 「要給多少」「是多少」 ask the tip; 「總共要付多少」「加起來多少」 what is paid in all.
  tip_ask: "[,][小費][是|要|應該|該][給|付|留](多少|幾)[錢|塊錢|塊|元][呢]",
  total_ask: "[,][小費](總共|一共|全部|加起來|合計|總計)[是|要|應該|該][給|付|留](多少|幾)[錢|塊錢|塊|元][呢]",
};

const withTip = ({ amount, rate }: Record<string, unknown>) =>
  typeof amount === "number" && typeof rate === "number" ? toCalculation(`${amount}*(100+${rate})/100`) : null;
const tipAlone = ({ amount, rate }: Record<string, unknown>) =>
  typeof amount === "number" && typeof rate === "number" ? toCalculation(`${amount}*${rate}/100`) : null;

const phrase = (template: string, toArgs = withTip): TemplatePhrase => ({
  template,
  toArgs,
  rules: RULES,
  slotTypes: [BILL_LABEL_SLOT, SERVICE_RATE_SLOT, TIP_RATE_SLOT],
});

/**
 * A service charge or a tip on a bill, said in Chinese: 「2400加一服務費總共多少」「聚餐 1800 加一成服務費 一共多少錢」,
 * 「小費百分之十五 一千二百塊的話要給多少」「1200元的15%小費是多少」「這餐 3460 給一成小費 總共多少」. A service charge
 * said with no asking needs 算 before it; a tip is asked after it, the tip alone or the total paid.
 */
export const chineseTipPhrases: readonly TemplatePhrase[] = [
  phrase("<bill_reckon>[<bill_label>]<bill_money><service>[<bill_ask>]"),
  phrase("[<bill_please>][<bill_label>]<bill_money><service><bill_ask>"),
  // The rate first: a pause is needed between two figures (「百分之十五一千二百塊」 has no edge between them).
  phrase("[<bill_reckon>|<bill_please>]<tip>(\\ |,)<bill_money>[的話]<tip_ask>", tipAlone),
  phrase("[<bill_reckon>|<bill_please>]<tip>(\\ |,)<bill_money>[的話]<total_ask>"),
  // The amount first.
  phrase("[<bill_reckon>|<bill_please>][<bill_label>]<bill_money>[的話][,|的]<tip><tip_ask>", tipAlone),
  phrase("[<bill_reckon>|<bill_please>][<bill_label>]<bill_money>[的話][,|的]<tip><total_ask>"),
];
