/**
 * `url` with `params` as its query, written as axios writes it: each name and value through
 * `encodeURIComponent`, then `:` `$` `,` left as they are and a space as `+`; an undefined value
 * left out, a Date as its ISO string, `null` as empty; anything after `#` dropped.
 *
 * @example
 * ```ts
 * withQuery("https://api.example/v1/search", { name: "台北 101", count: 1 });
 * // "https://api.example/v1/search?name=%E5%8F%B0%E5%8C%97+101&count=1"
 * ```
 */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (params === undefined || params === null) return url;
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = value === null ? "" : value instanceof Date ? value.toISOString() : String(value);
    pairs.push(`${encode(name)}=${encode(text)}`);
  }
  if (pairs.length === 0) return url;
  const base = url.includes("#") ? url.slice(0, url.indexOf("#")) : url;
  return `${base}${base.includes("?") ? "&" : "?"}${pairs.join("&")}`;
}

const encode = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ":").replace(/%24/g, "$").replace(/%2C/gi, ",").replace(/%20/g, "+");
