// A production deploy refuses placeholders and a local backend; other builds warn once.
import { launchProblems, launchVerdict, PLACEHOLDER_PHONE, type LaunchSettings } from "../../../plugins/publish/launchCheck";
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from "../../../src/contact/backendConfig";

const ready: LaunchSettings = {
  env: {
    CONTEXT: "production",
    GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co",
    GATSBY_SUPABASE_ANON_KEY: "eyJhbGciOiJIUzI1NiJ9.project",
  },
  site: { siteUrl: "https://www.hk-airfreight.com", email: "quotes@hk-airfreight.com", phone: "+852 2345 6789" },
  cmsRepository: "hk-airfreight/site",
  cmsPlaceholderRepository: "your-github-account/hk-airfreight-site",
  localBackendAnonKey: LOCAL_SUPABASE_ANON_KEY,
};

const withEnv = (env: Record<string, string | undefined>): LaunchSettings => ({ ...ready, env: { ...ready.env, ...env } });
const withSite = (site: Partial<LaunchSettings["site"]>): LaunchSettings => ({ ...ready, site: { ...ready.site, ...site } });

describe("launchProblems", () => {
  it("finds nothing wrong with real-looking settings", () => {
    expect(launchProblems(ready)).toEqual([]);
    expect(launchVerdict(ready)).toEqual({ kind: "ok" });
  });

  it.each([
    ["a missing backend address", withEnv({ GATSBY_SUPABASE_URL: undefined }), /^GATSBY_SUPABASE_URL is not set/],
    [
      "a backend address without https",
      withEnv({ GATSBY_SUPABASE_URL: "http://abcdefgh.supabase.co" }),
      /^GATSBY_SUPABASE_URL must start with https:\/\//,
    ],
    [
      "the local backend (and its http)",
      withEnv({ GATSBY_SUPABASE_URL: LOCAL_SUPABASE_URL }),
      /^GATSBY_SUPABASE_URL points at this computer/,
    ],
    ["localhost over https", withEnv({ GATSBY_SUPABASE_URL: "https://localhost:54321" }), /^GATSBY_SUPABASE_URL points at this computer/],
    [
      "something that is not an address",
      withEnv({ GATSBY_SUPABASE_URL: "abcdefgh.supabase.co" }),
      /^GATSBY_SUPABASE_URL is not an address/,
    ],
    ["a missing anon key", withEnv({ GATSBY_SUPABASE_ANON_KEY: "" }), /^GATSBY_SUPABASE_ANON_KEY is not set/],
    [
      "the local anon key",
      withEnv({ GATSBY_SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY }),
      /^GATSBY_SUPABASE_ANON_KEY is the local backend's key/,
    ],
    [
      "the example site address",
      withSite({ siteUrl: "https://www.example.com" }),
      /^content\/site\.yaml: siteUrl is still the example address/,
    ],
    ["the example e-mail", withSite({ email: "quotes@example.com" }), /^content\/site\.yaml: email is still the example address/],
    ["the example phone", withSite({ phone: PLACEHOLDER_PHONE }), /^content\/site\.yaml: phone is still the example number/],
    [
      "the example phone spaced differently",
      withSite({ phone: "+852 12345678" }),
      /^content\/site\.yaml: phone is still the example number/,
    ],
    [
      "the CMS's placeholder repository",
      { ...ready, cmsRepository: ready.cmsPlaceholderRepository },
      /^src\/cms\/settings\.ts: repository is still the placeholder/,
    ],
  ])("names %s in one line", (_case, settings, line) => {
    const problems = launchProblems(settings);
    expect(problems).toContainEqual(expect.stringMatching(line));
    for (const problem of problems) expect(problem).not.toContain("\n");
  });

  it("lists every problem of a fresh clone at once", () => {
    const fresh = {
      ...ready,
      env: { CONTEXT: "production" },
      site: { siteUrl: "https://www.example.com", email: "quotes@example.com", phone: PLACEHOLDER_PHONE },
      cmsRepository: ready.cmsPlaceholderRepository,
    };
    const verdict = launchVerdict(fresh);
    expect(verdict.kind).toBe("refuse");
    expect(verdict.kind === "refuse" && verdict.problems).toHaveLength(6);
  });
});

describe("launchVerdict outside production", () => {
  it.each([
    ["a local build", undefined, /^Local build with local defaults or placeholders/],
    ["a deploy preview", "deploy-preview", /^Netlify deploy-preview build with local defaults or placeholders/],
  ])("warns in one line on %s", (_case, context, start) => {
    const verdict = launchVerdict({ ...withSite({ email: "quotes@example.com" }), env: { CONTEXT: context } });
    expect(verdict.kind).toBe("warn");
    const message = verdict.kind === "warn" ? verdict.message : "";
    expect(message).toMatch(start);
    expect(message).toContain("GATSBY_SUPABASE_URL");
    expect(message).toContain("content/site.yaml");
    expect(message).not.toContain("\n");
  });
});
