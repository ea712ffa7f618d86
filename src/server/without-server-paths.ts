// An absolute path (POSIX or Windows) of at least one folder and a name; `$1` is the name. Not a
// URL's path (after a host or "//"), not a date (2026/03/10) or a unit (km/h): no word, ".", ":"
// or "/" right before the leading slash.
const POSIX_PATH = /(?<![\w.:/~-])\/(?:[\w.@+~-]+\/)+([\w.@+~-]+)/g;
const WINDOWS_PATH = /(?<![\w])[A-Za-z]:\\(?:[^\\\s"'<>|:*?]+\\)+([^\\\s"'<>|:*?]+)/g;

/**
 * `value` (plain JSON: a tool's arguments and result, a turn record) with every absolute path in
 * its strings cut to the file's name: what clients receive never shows where the server keeps its
 * files (a damaged file set aside is named `alarms.json.corrupt-…`, not `/srv/…/alarms.json.corrupt-…`).
 */
export function withoutServerPaths<T>(value: T): T {
  if (typeof value === "string") return value.replace(POSIX_PATH, "$1").replace(WINDOWS_PATH, "$1") as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutServerPaths(item)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutServerPaths(item)])) as T;
  }
  return value;
}
