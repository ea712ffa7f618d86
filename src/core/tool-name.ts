const openAINamePattern = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * The name a tool is registered and sent to the model under. A dotted spelling
 * (`finance.accounts.list`) is an alias for the underscored one, because OpenAI function
 * names cannot contain dots. Throws on a name no model could call. Naming rules of one
 * tool family (e.g. finance's `finance_<resource>_<action>`) live with that family.
 */
export function toFunctionName(name: string): string {
  if (name.includes(".")) {
    const segments = name.split(".");
    if (segments.some((segment) => segment === "")) {
      throw new TypeError(`Tool name "${name}" has an empty segment; write it as resource.action, e.g. finance.accounts.list.`);
    }
    name = segments.join("_");
  }
  if (!openAINamePattern.test(name)) {
    throw new TypeError(`Tool name "${name}" must match ${openAINamePattern} (letters, digits, _ and -, at most 64).`);
  }
  return name;
}
