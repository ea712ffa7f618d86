import iconv from "iconv-lite";

/**
 * Decodes a quote feed's raw body. Tencent and Sina answer in GBK; a charset named in the
 * Content-Type header wins (one Sina snapshot was seen in UTF-8), and GBK is the fallback.
 */
export function decodeQuoteBody(body: unknown, contentType: unknown): string {
  if (typeof body === "string") return body;
  const bytes = Buffer.isBuffer(body) ? body : body instanceof ArrayBuffer ? Buffer.from(body) : Buffer.alloc(0);
  const declared = typeof contentType === "string" ? /charset=["']?([\w-]+)/i.exec(contentType)?.[1] : undefined;
  const charset = declared && iconv.encodingExists(declared) ? declared : "gbk";
  return iconv.decode(bytes, charset);
}
