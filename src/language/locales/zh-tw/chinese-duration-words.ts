import type { DurationWords, NumberReader } from "../locale-words";

/** Lengths of time in Chinese: 十分鐘, 一個半小時, 半小時, 1小時30分, 30秒. */
export function chineseDurationWords({ pattern: NUMBER_PATTERN }: NumberReader): DurationWords {
  return {
    part: `(?<amount>${NUMBER_PATTERN}|半)\\s*個?(?<half>半)?\\s*(?<unit>小時|鐘頭|分鐘|分|秒鐘|秒)(?<halfAfter>半)?`,
    unitSeconds: { 小時: 3600, 鐘頭: 3600, 分鐘: 60, 分: 60, 秒鐘: 1, 秒: 1 },
    amountWords: { 半: 0.5 },
  };
}
