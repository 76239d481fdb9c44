// The plugin's hook before the build: a production deploy stops with every problem, any other build warns once.
import type { ParentSpanPluginArgs, PluginOptions } from "gatsby";
import { onPreBootstrap, type PublishOptions } from "../../../plugins/publish/gatsby-node";
import { LOCAL_SUPABASE_ANON_KEY } from "../../../src/contact/backendConfig";

const ready: PluginOptions & PublishOptions = {
  plugins: [],
  site: { siteUrl: "https://www.hk-airfreight.com", email: "quotes@hk-airfreight.com", phone: "+852 2345 6789" },
  cmsRepository: "hk-airfreight/site",
  cmsPlaceholderRepository: "your-github-account/hk-airfreight-site",
  localBackendAnonKey: LOCAL_SUPABASE_ANON_KEY,
};
const production = { CONTEXT: "production", GATSBY_SUPABASE_URL: "https://abcdefgh.supabase.co", GATSBY_SUPABASE_ANON_KEY: "eyJ.project" };
const ENV_NAMES = Object.keys(production);

/** The hook's calls to the reporter, run with these variables alone set. */
function runWith(env: Partial<typeof production>, options = ready) {
  const reporter = { panic: jest.fn(), warn: jest.fn() };
  const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const name of ENV_NAMES) {
      if (values[name] === undefined) delete process.env[name];
      else process.env[name] = values[name];
    }
  };
  set(env);
  try {
    onPreBootstrap!({ reporter } as unknown as ParentSpanPluginArgs, options, () => {});
  } finally {
    set(saved);
  }
  return reporter;
}

it("stops a production build, naming each problem on its own line", () => {
  const reporter = runWith(production, { ...ready, site: { ...ready.site, siteUrl: "https://www.example.com" } });
  expect(reporter.panic).toHaveBeenCalledTimes(1);
  expect(reporter.panic.mock.calls[0][0]).toEqual({
    id: "10002",
    context: {
      message:
        'Not going live with these settings (Netlify production build):\ncontent/site.yaml: siteUrl is still the example address "https://www.example.com"',
    },
  });
  expect(reporter.warn).not.toHaveBeenCalled();
});

it("lets a production build with real settings through", () => {
  const reporter = runWith(production);
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(reporter.warn).not.toHaveBeenCalled();
});

it("warns a local build in one line and goes on", () => {
  const reporter = runWith({});
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(reporter.warn).toHaveBeenCalledWith(
    expect.stringMatching(/^Local build with local defaults or placeholders \(2: GATSBY_SUPABASE_URL,/),
  );
});
