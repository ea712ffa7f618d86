// One variant's memory per idle thread, in a fresh process so nothing else is on its heap:
// node --expose-gc --import tsx bench/turn-cost/idle-memory-process.ts <variant> <baseUrl> <threads>
// Prints the MemoryFigures as one line of JSON. Started by measure-idle-memory-in-child.ts.
import { createVariant, VARIANT_NAMES, type VariantName } from "./create-variant";
import { measureIdleMemory } from "./measure-idle-memory";

const [name, baseUrl, threads] = process.argv.slice(2);
if (!VARIANT_NAMES.includes(name as VariantName) || baseUrl === undefined)
  throw new Error(`Usage: idle-memory-process.ts <${VARIANT_NAMES.join("|")}> <baseUrl> <threads>`);
const figures = await measureIdleMemory({ variant: createVariant(name as VariantName, baseUrl), threads: Number(threads ?? 10_000) });
process.stdout.write(`${JSON.stringify(figures)}\n`);
