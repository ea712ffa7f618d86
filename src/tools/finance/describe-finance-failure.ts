import type { LocalizedText } from "../../core/localize";

const busy: LocalizedText = {
  zh: "記帳資料庫正被別的程式使用，請稍等一下再試。",
  en: "The finance database is busy with another program. Please try again in a moment.",
};
const damaged: LocalizedText = {
  zh: "記帳資料庫的檔案損壞了，讀不出來，請從備份還原。",
  en: "The finance database file is damaged and can't be read; please restore it from a backup.",
};
const unopenable: LocalizedText = {
  zh: "記帳資料庫的檔案打不開：檔案或它的資料夾不存在、不是檔案，或沒有權限。",
  en: "The finance database file can't be opened: it or its folder is missing, is not a file, or may not be read.",
};
const diskFull: LocalizedText = { zh: "磁碟已滿，記帳資料庫寫不進去。", en: "The disk is full, so the finance database can't be written." };
const diskError: LocalizedText = {
  zh: "讀取記帳資料庫時磁碟出了錯，請稍後再試。",
  en: "The disk failed while reading the finance database. Please try again later.",
};
const unreachable: LocalizedText = {
  zh: "連不上記帳資料庫的伺服器，請稍後再試。",
  en: "The finance database server can't be reached. Please try again later.",
};
const refusedLogin: LocalizedText = {
  zh: "記帳資料庫的伺服器拒絕登入，請檢查連線設定裡的帳號和密碼。",
  en: "The finance database server refused the login; please check the user and password in the connection settings.",
};
const unknown: LocalizedText = {
  zh: "記帳資料庫出了錯，這次查不到資料。",
  en: "Something went wrong in the finance database, so nothing could be read this time.",
};

// Codes of better-sqlite3 (SQLITE_*), Node's file system and sockets, and PostgreSQL (SQLSTATE).
const byCode: ReadonlyArray<[RegExp, LocalizedText]> = [
  [/^SQLITE_(?:BUSY|LOCKED)|^(?:53300|55P03|57P03)$/, busy],
  [/^SQLITE_(?:CORRUPT|NOTADB)/, damaged],
  [/^SQLITE_(?:CANTOPEN|PERM|AUTH|READONLY)|^(?:EACCES|EPERM|ENOTDIR|EEXIST|EISDIR|ENOENT|EROFS|3D000)$/, unopenable],
  [/^SQLITE_FULL|^(?:ENOSPC|53100)$/, diskFull],
  [/^SQLITE_IOERR|^(?:EIO|58030)$/, diskError],
  [/^(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|57P01|08\w{3})$/, unreachable],
  [/^(?:28000|28P01)$/, refusedLogin],
];

/**
 * What went wrong with the finance storage, said so that the user knows whether to wait, fix a
 * setting or restore a file: a busy database, a damaged file, a file that cannot be opened, a
 * full or failing disk, an unreachable or refusing server. Never the driver's own text.
 */
export function describeFinanceFailure(error: unknown): LocalizedText {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== "string") return unknown;
  return byCode.find(([pattern]) => pattern.test(code))?.[1] ?? unknown;
}
