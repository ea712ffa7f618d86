import type { Context } from "hono";
import type { z } from "zod";
import { ServerError } from "./server-error";

/**
 * The request body parsed as JSON and checked against `schema`; broken JSON or another shape is
 * a 400 whose message names the first field at fault.
 */
export async function readJsonBody<T>(context: Context, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = JSON.parse(await context.req.text());
  } catch {
    throw new ServerError(400, "invalid_json", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const param = issue?.path.length ? issue.path.join(".") : null;
  throw new ServerError(
    400,
    "invalid_request",
    param ? `"${param}": ${issue!.message}` : `The request body is not of the expected shape: ${issue?.message ?? "invalid"}.`,
    param,
  );
}
