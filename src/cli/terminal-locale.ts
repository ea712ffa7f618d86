import type { Locale } from "../index";

/**
 * The language the terminal's user set for programs (`LC_ALL`, `LC_MESSAGES`, `LANG`): `en_US.UTF-8`
 * → en, `zh_CN.UTF-8` / `zh_SG` → zh-CN, `zh_HK` / `zh_MO` → zh-HK, `zh_TW` → zh-TW; undefined for anything else
 * (`C.UTF-8`, `POSIX`, `fr_FR`), which leaves the library's default.
 */
export function terminalLocale(env: Readonly<Record<string, string | undefined>>): Locale | undefined {
  const value = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((candidate) => candidate !== undefined && candidate.trim() !== "");
  const tag = value?.trim().toLowerCase().replace(/-/g, "_");
  if (tag === undefined) return undefined;
  if (/^en(?:_|\.|$)/.test(tag)) return "en";
  if (/^zh_(?:cn|sg|hans)/.test(tag)) return "zh-CN";
  if (/^zh_(?:hk|mo)/.test(tag)) return "zh-HK";
  if (/^zh(?:_|\.|$)/.test(tag)) return "zh-TW";
  return undefined;
}
