import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSettings } from "../../src/index";
import { repositoryRoot } from "./create-consumer";

// .env.example as a newcomer uses it: copied to .env as it is (changes nothing), then a line
// uncommented at a time (each is a setting the library reads).
describe(".env.example", () => {
  const example = join(repositoryRoot, ".env.example");
  const text = readFileSync(example, "utf8");
  const variables = [...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);

  it("copied as it is, gives the defaults", () => {
    const { env: _fromFile, ...copied } = loadSettings({ envFile: example, env: {} });
    const { env: _none, ...defaults } = loadSettings({ envFile: false, env: {} });
    expect(copied).toEqual(defaults);
  });

  it("names every variable of the README's settings table, and those of serve", () => {
    const readme = readFileSync(join(repositoryRoot, "README.md"), "utf8");
    const table = readme.slice(readme.indexOf("## Settings"), readme.indexOf("## The local route"));
    const documented = [...table.matchAll(/`([A-Z][A-Z0-9_]{3,})`/g)].map((match) => match[1]!);
    expect(documented.length).toBeGreaterThan(5);
    expect(variables).toEqual(expect.arrayContaining([...documented, "DIALOGUE_GRAPH_TOKENS", "DATABASE_URL"]));
  });

  it("uncommented, each example value is read", () => {
    const uncommented = Object.fromEntries(
      [...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]).filter(([, value]) => value !== ""),
    );
    const settings = loadSettings({ envFile: false, env: uncommented });
    expect(settings).toMatchObject({ openaiModel: "gpt-4o-mini", openaiBaseUrl: "http://localhost:11434/v1", locale: "zh-TW" });
    expect(settings.env.DATABASE_URL).toBe("postgres://assistant:pw@localhost:5432/assistant");
  });
});
