import { libraryVersion } from "../mcp/library-version";
import type { CliIo } from "./cli-command";
import { cliCommands } from "./cli-commands";

function overview(): string {
  const width = Math.max(...cliCommands.map((command) => command.name.length));
  return [
    "Usage: dialogue-graph <command> [options]",
    "",
    "Commands:",
    ...cliCommands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    "Settings come from the environment and ./.env: OPENAI_API_KEY, OPENAI_MODEL, OPENAI_BASE_URL,",
    "DIALOGUE_GRAPH_LOCALE, DIALOGUE_GRAPH_TIME_ZONE, DIALOGUE_GRAPH_DATA_DIR (see the README).",
    "",
    "dialogue-graph <command> --help shows a command's options; dialogue-graph --version the version.",
    "",
  ].join("\n");
}

/**
 * Runs `dialogue-graph` with the arguments after the program name and resolves to the exit code:
 * 0 done, 1 the command failed, 2 the command line was wrong.
 */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout.write(overview());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version" || name === "-v" || name === "version") {
    io.stdout.write(`${libraryVersion}\n`);
    return 0;
  }
  const command = cliCommands.find((candidate) => candidate.name === name);
  if (command === undefined) {
    io.stderr.write(`dialogue-graph: unknown command "${name}".\n\n${overview()}`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout.write(`${command.help.trimEnd()}\n`);
    return 0;
  }
  return command.run(rest, io);
}
