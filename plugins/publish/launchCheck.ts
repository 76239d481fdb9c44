// What a production deploy must not go live with: a form that sends quotes to
// a developer's computer, or placeholder contact details. On Netlify's
// production context these stop the build; everywhere else (local builds,
// deploy previews, CI) they are allowed and summed up in one warning line.
// Run by this plugin's onPreBootstrap (gatsby-node.ts), before anything is built.

/** The example values content/site.yaml ships with. */
export const PLACEHOLDER_PHONE = "+852 1234 5678";
/** Domains reserved for examples (RFC 2606): nobody receives mail there. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|net|org)$/i;

export type LaunchSettings = {
  /** process.env, or the part of it read here. */
  env: Record<string, string | undefined>;
  site: { siteUrl: string; email: string; phone: string };
  cmsRepository: string;
  cmsPlaceholderRepository: string;
  /** The local backend's anon key (src/contact/backendConfig.ts), which only a local build may use. */
  localBackendAnonKey: string;
};

const LOOPBACK_HOSTS = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

function backendProblems(url: string | undefined, anonKey: string | undefined, localBackendAnonKey: string): string[] {
  const problems: string[] = [];
  if (!url?.trim()) {
    problems.push(
      "GATSBY_SUPABASE_URL is not set: the form would send quotes to the local backend (set it to https://<project-ref>.supabase.co)",
    );
  } else {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`GATSBY_SUPABASE_URL is not an address: "${url}"`);
    }
    if (parsed && parsed.protocol !== "https:") problems.push(`GATSBY_SUPABASE_URL must start with https://, but is "${url}"`);
    if (parsed && LOOPBACK_HOSTS.test(parsed.hostname))
      problems.push(`GATSBY_SUPABASE_URL points at this computer ("${url}"), not the Supabase project`);
  }
  if (!anonKey?.trim()) problems.push("GATSBY_SUPABASE_ANON_KEY is not set (the project's public anon key, Project settings > API)");
  else if (anonKey === localBackendAnonKey)
    problems.push("GATSBY_SUPABASE_ANON_KEY is the local backend's key, not the project's anon key");
  return problems;
}

function contentProblems(site: LaunchSettings["site"]): string[] {
  const problems: string[] = [];
  const host = (() => {
    try {
      return new URL(site.siteUrl).hostname;
    } catch {
      return "";
    }
  })();
  if (EXAMPLE_DOMAIN.test(host)) problems.push(`content/site.yaml: siteUrl is still the example address "${site.siteUrl}"`);
  if (EXAMPLE_DOMAIN.test(site.email.split("@")[1] ?? ""))
    problems.push(`content/site.yaml: email is still the example address "${site.email}"`);
  if (site.phone.replace(/\s/g, "") === PLACEHOLDER_PHONE.replace(/\s/g, ""))
    problems.push(`content/site.yaml: phone is still the example number "${site.phone}"`);
  return problems;
}

/** Every reason this build must not go live, one line each. */
export function launchProblems({ env, site, cmsRepository, cmsPlaceholderRepository, localBackendAnonKey }: LaunchSettings): string[] {
  return [
    ...backendProblems(env.GATSBY_SUPABASE_URL, env.GATSBY_SUPABASE_ANON_KEY, localBackendAnonKey),
    ...contentProblems(site),
    ...(cmsRepository === cmsPlaceholderRepository
      ? [`src/cms/settings.ts: repository is still the placeholder "${cmsPlaceholderRepository}" (the CMS would save nowhere)`]
      : []),
  ];
}

export type LaunchVerdict = { kind: "ok" } | { kind: "refuse"; problems: string[] } | { kind: "warn"; message: string };

/** Netlify's production context refuses; any other build warns once. */
export function launchVerdict(settings: LaunchSettings): LaunchVerdict {
  const problems = launchProblems(settings);
  if (problems.length === 0) return { kind: "ok" };
  if (settings.env.CONTEXT === "production") return { kind: "refuse", problems };
  const where = settings.env.CONTEXT ? `Netlify ${settings.env.CONTEXT} build` : "Local build";
  return {
    kind: "warn",
    message: `${where} with local defaults or placeholders (${problems.length}: ${problems
      .map((problem) => problem.split(/[: ]/)[0])
      .filter((name, index, all) => all.indexOf(name) === index)
      .join(", ")}); a production deploy refuses to build until they are set (docs/deploying.md, "Before going live").`,
  };
}
