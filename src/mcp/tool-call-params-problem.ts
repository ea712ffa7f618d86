/**
 * What is wrong with a `tools/call` request's params, in a few words for a JSON-RPC `-32602`
 * (Invalid params) error, or undefined when the request is not a `tools/call` or its params have
 * the right shape. The SDK answers such a request with `-32603` and a dump of its schema's
 * complaints; a client's author wants to read which field is wrong.
 */
export function toolCallParamsProblem(message: unknown): string | undefined {
  if (typeof message !== "object" || message === null || (message as { method?: unknown }).method !== "tools/call") return undefined;
  const params: unknown = (message as { params?: unknown }).params;
  const kind = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`);
  if (typeof params !== "object" || params === null || Array.isArray(params))
    return `Invalid params: tools/call needs params to be an object, not ${kind(params)}`;
  const { name, arguments: args } = params as { name?: unknown; arguments?: unknown };
  if (typeof name !== "string") return `Invalid params: tools/call needs "name" to be a string, not ${kind(name)}`;
  if (args !== undefined && (typeof args !== "object" || args === null || Array.isArray(args)))
    return `Invalid params: "arguments" must be an object, not ${kind(args)}`;
  return undefined;
}
