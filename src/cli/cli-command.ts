import type { Readable, Writable } from "node:stream";

/** Where a command reads and writes: the process's streams, or a test's. */
export interface CliIo {
  /** What the user types or pipes in. */
  stdin: Readable;
  /** Replies and help. */
  stdout: Writable;
  /** Tool activity, warnings and errors, kept out of a piped reply. */
  stderr: Writable;
  /** The environment settings are read from (with `.env` in the working directory). */
  env: Record<string, string | undefined>;
}

/**
 * One `dialogue-graph <name>` command. Each lives in its own file under src/cli/ and joins the
 * CLI with one line in cli-commands.ts.
 */
export interface CliCommand {
  /** The word after `dialogue-graph`, e.g. `chat`. */
  name: string;
  /** One line for the command list of `dialogue-graph --help`. */
  summary: string;
  /** The command's own help (`dialogue-graph <name> --help`): usage lines and options. */
  help: string;
  /** Runs the command with the arguments after its name; resolves to the process's exit code. */
  run(args: string[], io: CliIo): Promise<number>;
}
