/** Raw tool-call arguments read as an object, or why they could not be. */
export type ParsedArguments = { success: true; args: Record<string, unknown> } | { success: false; message: string };

/**
 * Reads the arguments a model sent. An empty string means no arguments (models send it for
 * tools without parameters); anything else must be one JSON object. Truncated JSON and two
 * objects glued together are refused with a message the repair request passes on.
 */
export function parseToolArguments(raw: Record<string, unknown> | string): ParsedArguments {
  if (typeof raw !== "string") return { success: true, args: raw };
  if (raw.trim() === "") return { success: true, args: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { success: false, message: `the arguments are not one valid JSON object (${reason}): ${raw.slice(0, 200)}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { success: false, message: `the arguments must be a JSON object, not ${JSON.stringify(value).slice(0, 100)}` };
  }
  return { success: true, args: value as Record<string, unknown> };
}

/** The first JSON object in a text (models in prompted mode wrap JSON in prose or code fences). */
export function extractJsonObject(text: string): Record<string, unknown> | string {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}
