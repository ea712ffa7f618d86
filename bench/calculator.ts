// Times the calculator on everyday and hostile expressions: npx tsx bench/calculator.ts
// Target: every expression — 10 kB of text, 9^9^9^9, 1000 nested brackets, code — is answered or
// refused in well under 10 ms, so a hostile request never holds a turn (or the process) up.
import { computeExpression } from "../src/tools/calculator/evaluate-expression";

const everyday = [
  "(3+5)*12",
  "123乘以45",
  "3的平方加4的平方",
  "100除以8",
  "一百二十除以四",
  "根號16",
  "2的10次方",
  "百分之二十乘以50",
  "what is 12 times 7",
];
const hostile: Record<string, string> = {
  "10 kB of text": "1+".repeat(5000) + "1",
  "9^9^9^9": "9^9^9^9",
  "2^999999": "2^999999",
  "1000 nested brackets": "(".repeat(1000) + "1" + ")".repeat(1000),
  "50 nested brackets": "(".repeat(50) + "1" + ")".repeat(50),
  "499 characters of operators": "1" + "+1".repeat(249),
  'import("fs")': 'import("fs")',
  "process.exit()": "process.exit()",
  "100000!": "100000!",
};
const rounds = 200;

function time(expression: string): number {
  const start = process.hrtime.bigint();
  try {
    computeExpression(expression);
  } catch {
    // Refused, as expected for the hostile ones.
  }
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const worst = (values: number[]) => Math.max(...values);

// Warm up: let the JIT settle.
for (let round = 0; round < 5; round += 1) for (const expression of [...everyday, ...Object.values(hostile)]) time(expression);

const everydaySamples: number[] = [];
for (let round = 0; round < rounds; round += 1) for (const expression of everyday) everydaySamples.push(time(expression));
console.log(
  `calculate over ${everyday.length} everyday expressions × ${rounds}: median ${median(everydaySamples).toFixed(3)} ms, max ${worst(everydaySamples).toFixed(3)} ms`,
);
for (const [label, expression] of Object.entries(hostile)) {
  const samples = Array.from({ length: rounds }, () => time(expression));
  console.log(`  ${label.padEnd(28)} median ${median(samples).toFixed(3)} ms, max ${worst(samples).toFixed(3)} ms`);
}
