import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadUserTokens, parseUserTokens } from "../../src/server/index";

describe("parseUserTokens", () => {
  it("maps each token to its user, commas or lines apart, skipping blanks and comments", () => {
    const tokens = parseUserTokens("token1=alice, token2=bob\n# ops\n\ntoken3=carol@example.com");
    expect([tokens.userFor("token1"), tokens.userFor("token2"), tokens.userFor("token3"), tokens.userFor("token4")]).toEqual([
      "alice",
      "bob",
      "carol@example.com",
      undefined,
    ]);
    expect(tokens.size).toBe(3);
  });

  it("says which entry does not read", () => {
    expect(() => parseUserTokens("token1=alice,bob")).toThrow('DIALOGUE_GRAPH_TOKENS: entry 2 is not "token=user".');
    expect(() => parseUserTokens("=alice")).toThrow('entry 1 is not "token=user"');
    expect(() => parseUserTokens("token1=al/ice")).toThrow('"al/ice" is not a user name');
  });

  it("refuses one token for two users", () => {
    expect(() => parseUserTokens("same=alice,same=bob")).toThrow('One token is given for two users, "alice" and "bob".');
  });
});

describe("loadUserTokens", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "tokens-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("joins the variable's tokens and the file's", () => {
    const file = join(folder, "tokens");
    writeFileSync(file, "# one a line\nfile-token=bob\n");
    const tokens = loadUserTokens({ tokens: "env-token=alice", tokensFile: file });
    expect([tokens?.userFor("env-token"), tokens?.userFor("file-token")]).toEqual(["alice", "bob"]);
  });

  it("gives none when neither has any: the server serves one user", () => {
    expect(loadUserTokens({ tokens: " " })).toBeUndefined();
    expect(loadUserTokens({})).toBeUndefined();
  });

  it("names the file that cannot be read, and the line that does not read", () => {
    const missing = join(folder, "missing");
    expect(() => loadUserTokens({ tokensFile: missing })).toThrow(`The tokens file ${missing} cannot be read`);
    const bad = join(folder, "bad");
    writeFileSync(bad, "ok=alice\nnot a pair\n");
    expect(() => loadUserTokens({ tokensFile: bad })).toThrow(`${bad}: entry 2 is not "token=user".`);
  });
});
