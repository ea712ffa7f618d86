import { PassThrough } from "node:stream";
import { runCli } from "../../src/cli/run-cli";

/** One `dialogue-graph chat …` run answering one request: what it printed and its exit code. */
export async function chatOnce(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough().setEncoding("utf8");
  const stderr = new PassThrough().setEncoding("utf8");
  let out = "";
  let err = "";
  stdout.on("data", (chunk: string) => (out += chunk));
  stderr.on("data", (chunk: string) => (err += chunk));
  const code = await runCli(["chat", ...args], { stdin: new PassThrough(), stdout, stderr, env });
  return { code, stdout: out, stderr: err };
}

/** `dialogue-graph chat` as a user types into it: lines on stdin, the replies and what rings on stdout. */
export function openChat(env: Record<string, string>, args: string[] = []) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let shown = "";
  let errors = "";
  stdout.setEncoding("utf8").on("data", (chunk: string) => (shown += chunk));
  stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exit = runCli(["chat", ...args], { stdin, stdout, stderr, env });
  return {
    exit,
    type: (line: string) => stdin.write(`${line}\n`),
    shown: () => shown,
    errors: () => errors,
    /** Resolves once the chat has shown `text` (the test's timeout fails it otherwise). */
    async waitFor(text: string): Promise<void> {
      while (!shown.includes(text)) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
