import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The dialogue sets of tests/fixtures/dialogues (its README says who wrote which). */
export const dialogueFolder = join(__dirname, "../fixtures/dialogues");

// The dev sample and the held-out sets written beside the route must pass whole; every set, also
// those written blind (held-out-blind.*), must make no wrong claim. Two test files read them, so
// that the two halves run side by side.
export const mustPass = ["dev-sample.jsonl", "held-out-1.jsonl", "held-out-2.jsonl"];
export const otherSets = readdirSync(dialogueFolder).filter((name) => name.endsWith(".jsonl") && !mustPass.includes(name));
