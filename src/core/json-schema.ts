/** A JSON Schema object, as OpenAI's function-calling definitions carry it. */
export type JsonSchema = { [key: string]: unknown };
