import type { BenchVariant } from "./bench-variant";
import { createDialogueGraphVariant } from "./create-dialogue-graph-variant";
import { createReactAgentVariant } from "./create-react-agent-variant";
import { createSeedFlowVariant } from "./create-seed-flow-variant";

/** Every variant the bench compares, in the order of the table; `react-agent` is the reference. */
export const VARIANT_NAMES = [
  "dialogue-graph-native",
  "dialogue-graph-prompted",
  "dialogue-graph-local",
  "react-agent",
  "seed-flow",
] as const;

/** A variant's name. */
export type VariantName = (typeof VARIANT_NAMES)[number];

/** A fresh variant (new client, new memory) talking to the model server at `baseUrl`. */
export function createVariant(name: VariantName, baseUrl: string): BenchVariant {
  if (name === "react-agent") return createReactAgentVariant({ baseUrl });
  if (name === "seed-flow") return createSeedFlowVariant({ baseUrl });
  return createDialogueGraphVariant({
    baseUrl,
    mode: name === "dialogue-graph-native" ? "native" : name === "dialogue-graph-prompted" ? "prompted" : "local",
  });
}
