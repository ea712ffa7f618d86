/** A query without the quotes and brackets people wrap a title in: 「相對論」 → 相對論. */
export function trimQuery(query: string): string {
  return query.replace(/^[\s「『"“]+|[\s」』"”]+$/g, "");
}
