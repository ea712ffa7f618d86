import { toTraditional } from "../../core/chinese-script";

// Well-known A-shares people ask for by name, in Simplified as the exchanges list them.
// Deliberately small: a name not here goes to the model, which can ask for the code.
const namesByCode: Record<string, readonly string[]> = {
  "600519": ["贵州茅台", "茅台"],
  "000001": ["平安银行"],
  "601318": ["中国平安"],
  "600036": ["招商银行", "招行"],
  "601398": ["工商银行", "工行"],
  "601939": ["建设银行", "建行"],
  "601288": ["农业银行", "农行"],
  "601988": ["中国银行"],
  "300750": ["宁德时代"],
  "002594": ["比亚迪"],
  "000858": ["五粮液"],
  "601857": ["中国石油"],
  "600028": ["中国石化"],
  "600900": ["长江电力"],
  "601899": ["紫金矿业"],
  "000333": ["美的集团"],
  "000651": ["格力电器"],
  "601012": ["隆基绿能"],
  "600030": ["中信证券"],
  "000002": ["万科a", "万科"],
  "002415": ["海康威视"],
  "600276": ["恒瑞医药"],
  "600887": ["伊利股份"],
  "600941": ["中国移动"],
  "601088": ["中国神华"],
  "300059": ["东方财富"],
  "000725": ["京东方a", "京东方"],
  "688981": ["中芯国际"],
  "002475": ["立讯精密"],
  "601888": ["中国中免"],
  "601166": ["兴业银行"],
  "601328": ["交通银行"],
  "601628": ["中国人寿"],
  "603288": ["海天味业"],
  "002304": ["洋河股份"],
  "000568": ["泸州老窖"],
  "600031": ["三一重工"],
  "601668": ["中国建筑"],
  "601728": ["中国电信"],
  "688256": ["寒武纪"],
  "002230": ["科大讯飞"],
  "300760": ["迈瑞医疗"],
  "603259": ["药明康德"],
  "600050": ["中国联通"],
  "600104": ["上汽集团"],
  "600000": ["浦发银行"],
  "600016": ["民生银行"],
  "600019": ["宝钢股份"],
  "601111": ["中国国航"],
  "600309": ["万华化学"],
  "300274": ["阳光电源"],
  "300124": ["汇川技术"],
  "600809": ["山西汾酒"],
};

let codesByName: Map<string, string> | undefined;

// Built on first use, in both scripts: converting costs OpenCC's start-up, which a process
// that never asks for a stock by name should not pay at import.
function table(): Map<string, string> {
  codesByName ??= new Map(
    Object.entries(namesByCode).flatMap(([code, names]) =>
      names.flatMap(
        (name) =>
          [
            [name, code],
            [toTraditional(name).replaceAll("臺", "台").toLowerCase(), code],
          ] as Array<[string, string]>,
      ),
    ),
  );
  return codesByName;
}

/**
 * The six-digit code of a well-known A-share named in either Chinese script (貴州茅台, 茅台,
 * 宁德时代, 萬科A), or `undefined` for a name the small built-in table does not hold.
 */
export function codeOfStockName(name: string): string | undefined {
  return table().get(name.normalize("NFKC").replace(/\s+/g, "").toLowerCase());
}
