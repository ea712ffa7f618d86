import { parseArgs } from "node:util";
import type { CliCommand } from "./cli-command";

const help = `Usage:
  dialogue-graph mcp                       serve every built-in tool to an MCP client over stdio
  dialogue-graph mcp --http [--port N]     serve them over Streamable HTTP, at http://127.0.0.1:3000/mcp

Options:
  --http                    Streamable HTTP instead of stdio
  --port N                  HTTP port (default 3000; 0 picks a free one)
  --host ADDRESS            HTTP address (default 127.0.0.1; any other exposes the tools to the network)
  --exclude NAME,…          tools to leave out, e.g. --exclude get_stock,search_space_news
  --unconfirmed refuse|run  a destructive call (delete_alarm, delete_memo, …) runs only when the
                            client's user confirms it through MCP elicitation; from a client that
                            cannot ask, it is refused (default), or with "run" run unasked,
                            trusting the client's own approval
  -h, --help                this help

Settings (language, time zone, data folder, weather key) come from the environment and ./.env,
as for every command. In an MCP client's configuration (Claude Desktop's mcpServers):
  "dialogue-graph": { "command": "npx", "args": ["-y", "dialogue-graph", "mcp"] }
`;

function port(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new TypeError(`--port must be a port number from 0 to 65535, not "${text}".`);
  return value;
}

function unconfirmedPolicy(text: string | undefined): "run" | "refuse" | undefined {
  if (text === undefined || text === "run" || text === "refuse") return text;
  throw new TypeError(`--unconfirmed must be run or refuse, not "${text}".`);
}

/** `dialogue-graph mcp`: the built-in tools for MCP clients (Claude Desktop, IDEs, agents), over stdio or Streamable HTTP. */
export const mcpCommand: CliCommand = {
  name: "mcp",
  summary: "serve the tools to MCP clients (Claude Desktop, IDEs): stdio, or --http --port N",
  help,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      options: {
        http: { type: "boolean" },
        port: { type: "string" },
        host: { type: "string" },
        exclude: { type: "string" },
        unconfirmed: { type: "string" },
      },
    });
    const { createDefaultRegistry, loadSettings, serveMcp } = await import("../index");
    const settings = loadSettings({ env: io.env });
    const exclude =
      values.exclude
        ?.split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "") ?? [];
    const registry = createDefaultRegistry({ settings, exclude });
    const serving = await serveMcp(registry, {
      transport: values.http ? "http" : "stdio",
      port: port(values.port),
      host: values.host,
      locale: settings.locale,
      timeZone: settings.timeZone,
      unconfirmed: unconfirmedPolicy(values.unconfirmed),
      stdio: { stdin: io.stdin, stdout: io.stdout },
    });
    // stdout carries MCP messages over stdio, so what a person reads goes to stderr (MCP clients log it).
    if (values.unconfirmed === "run")
      io.stderr.write("--unconfirmed run: destructive calls from clients without elicitation run without asking the user\n");
    io.stderr.write(
      `dialogue-graph MCP server (${registry.names().length} tools) ${serving.url === undefined ? "on stdio" : `listening on ${serving.url}`}\n`,
    );
    const stop = () => void serving.close();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    await serving.closed;
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
    return 0;
  },
};
