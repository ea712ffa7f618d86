/** A query without the quotes and brackets people wrap a title in (「相對論」 → 相對論), nor a colon before it (：黑洞 → 黑洞). */
export function trimQuery(query: string): string {
  return query.replace(/^[\s「『"“:：,，、]+|[\s」』"”]+$/g, "");
}
