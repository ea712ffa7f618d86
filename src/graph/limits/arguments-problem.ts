/** Nesting no real tool argument reaches; deeper JSON overflows recursive code (serialisers, comparisons). */
export const MAX_ARGUMENT_DEPTH = 64;

const encoder = new TextEncoder();

/**
 * Why a model's tool-call arguments are too large to keep, or null when they are fine: more than
 * `maxBytes` of JSON, or nested deeper than {@link MAX_ARGUMENT_DEPTH}. Walks the value without
 * recursion and stops as soon as a limit is passed, so 10,000-deep or 5 MB arguments cost little.
 */
export function argumentsProblem(raw: unknown, maxBytes: number): string | null {
  if (typeof raw === "string") {
    // A UTF-8 character takes at most 3 bytes here (JSON escapes the rest); only count when close.
    const bytes = raw.length * 3 <= maxBytes ? raw.length : encoder.encode(raw).length;
    return bytes > maxBytes ? tooLarge(maxBytes) : depthOfJsonText(raw) > MAX_ARGUMENT_DEPTH ? tooDeep() : null;
  }
  // Strings are counted by characters while even three bytes each could not reach the limit.
  let bytes = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value: raw, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, depth } = next;
    if (typeof value === "string") bytes += (value.length * 3 <= maxBytes ? value.length : Buffer.byteLength(value)) + 2;
    else if (typeof value !== "object" || value === null) bytes += String(value).length;
    else {
      if (depth > MAX_ARGUMENT_DEPTH) return tooDeep();
      bytes += 2;
      for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
        bytes += typeof key === "string" ? key.length + 4 : 1;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
    if (bytes > maxBytes) return tooLarge(maxBytes);
  }
  return null;
}

function depthOfJsonText(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (inString) {
      if (character === "\\") index++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === "{" || character === "[") deepest = Math.max(deepest, ++depth);
    else if (character === "}" || character === "]") depth--;
  }
  return deepest;
}

const tooLarge = (maxBytes: number) => `the arguments are larger than ${maxBytes.toLocaleString("en")} bytes, more than any tool takes`;
const tooDeep = () => `the arguments are nested deeper than ${MAX_ARGUMENT_DEPTH} levels`;
