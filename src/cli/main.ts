#!/usr/bin/env node
/**
 * The `dialogue-graph` command (the package's bin, built to dist/cli.cjs).
 */
import { runCli } from "./run-cli";

runCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env }).then(
  // Exit at once: an alarm timer or a keep-alive socket must not hold a finished command open.
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`dialogue-graph: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
