const openAINamePattern = /^[a-zA-Z0-9_-]{1,64}$/;
const financeNamePattern = /^finance_[a-z0-9]+_[a-z0-9]+$/;

/**
 * The name a tool is registered and sent to the model under. A dotted spelling
 * (`finance.accounts.list`) is an alias for the underscored one, because OpenAI function
 * names cannot contain dots. Throws on a name no model could call.
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
  if (name.startsWith("finance") && !financeNamePattern.test(name)) {
    throw new TypeError(`Finance tool name "${name}" must follow finance_<resource>_<action>, e.g. finance_transactions_search.`);
  }
  return name;
}
