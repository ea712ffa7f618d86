import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** A user name as tokens name them: letters, digits, `.`, `_`, `@`, `-`; at most 64 characters, and not only dots. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]{1,64}$/;

/**
 * Bearer tokens and the users they stand for. Tokens are kept only as SHA-256 digests, so the
 * lookup takes the same time whatever the token, and a memory dump shows no token.
 */
export class UserTokens {
  private readonly users = new Map<string, string>();

  /** Builds the table from `[token, user]` pairs; a token given twice for two users is an error. */
  constructor(entries: Iterable<readonly [string, string]> = []) {
    for (const [token, user] of entries) {
      if (!USER_NAME_PATTERN.test(user) || /^\.+$/.test(user))
        throw new TypeError(`"${user}" is not a user name: use letters, digits, ".", "_", "@" or "-" (at most 64).`);
      const digest = UserTokens.digest(token);
      const known = this.users.get(digest);
      if (known !== undefined && known !== user) throw new TypeError(`One token is given for two users, "${known}" and "${user}".`);
      this.users.set(digest, user);
    }
  }

  /** How many tokens there are. */
  get size(): number {
    return this.users.size;
  }

  /** The user a token stands for, or undefined. */
  userFor(token: string): string | undefined {
    return this.users.get(UserTokens.digest(token));
  }

  private static digest(token: string): string {
    return createHash("sha256").update(token).digest("hex");
  }
}

function readPairs(text: string, source: string): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  text.split(/[,\n]/).forEach((raw, index) => {
    const pair = raw.trim();
    if (pair === "" || pair.startsWith("#")) return;
    const separator = pair.lastIndexOf("=");
    const token = pair.slice(0, separator).trim();
    const user = pair.slice(separator + 1).trim();
    if (separator <= 0 || token === "" || user === "" || /\s/.test(token)) {
      throw new TypeError(`${source}: entry ${index + 1} is not "token=user".`);
    }
    entries.push([token, user]);
  });
  return entries;
}

/**
 * Reads `token=user` pairs separated by commas or new lines (`DIALOGUE_GRAPH_TOKENS`, or a
 * `--tokens` file with one a line). Blank lines and lines starting with `#` are skipped. A pair
 * that does not read is an error naming its place in `source`.
 *
 * @example
 * ```ts
 * parseUserTokens("s3cret-a=alice,s3cret-b=bob").userFor("s3cret-b"); // "bob"
 * ```
 */
export function parseUserTokens(text: string, source = "DIALOGUE_GRAPH_TOKENS"): UserTokens {
  return new UserTokens(readPairs(text, source));
}

/** Where tokens come from: {@link loadUserTokens}. */
export interface LoadUserTokensOptions {
  /** `token=user` pairs separated by commas. Default: none (settings: DIALOGUE_GRAPH_TOKENS). */
  tokens?: string;
  /** A file of `token=user` lines. Default: none (`serve --tokens FILE`). */
  tokensFile?: string;
}

/**
 * The tokens of the variable and the file together, or undefined when neither gives any: the
 * server then serves one user, on 127.0.0.1 only.
 */
export function loadUserTokens({ tokens, tokensFile }: LoadUserTokensOptions): UserTokens | undefined {
  const entries = tokens === undefined ? [] : readPairs(tokens, "DIALOGUE_GRAPH_TOKENS");
  if (tokensFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(tokensFile, "utf8");
    } catch (error) {
      throw new TypeError(`The tokens file ${tokensFile} cannot be read: ${(error as Error).message}`, { cause: error });
    }
    entries.push(...readPairs(text, tokensFile));
  }
  return entries.length > 0 ? new UserTokens(entries) : undefined;
}
