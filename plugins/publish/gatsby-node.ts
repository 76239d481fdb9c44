// The site's local plugin for what the build publishes (listed in
// gatsby-config.ts as "publish"). Its two ends of `gatsby build`:
//   - here, before anything is built: a production deploy refuses placeholders
//     and a local backend (launchCheck.ts);
//   - at the very end, after gatsby-adapter-netlify: the last step
//     (finalizeBuild.ts), run by the adapter wrapper in adapter.ts, which
//     gatsby-config.ts sets as the site's adapter. No plugin hook comes late
//     enough: the adapter writes `_headers` after every onPostBuild.
// Gatsby compiles this file with Parcel like the site's own gatsby-node.ts,
// and finds the result by the package.json's name: keep it the folder's.
import type { GatsbyNode, PluginOptions } from "gatsby";
import { type LaunchSettings, launchVerdict } from "./launchCheck";

/** This plugin's options: what the launch check compares with (gatsby-config.ts passes them). */
export type PublishOptions = Omit<LaunchSettings, "env">;

// Registered so Gatsby heads the message with its own id rather than "UNKNOWN".
const LAUNCH_ERROR_ID = "10002";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    site: Joi.object({
      siteUrl: Joi.string().required(),
      email: Joi.string().required(),
      phone: Joi.string().required(),
    })
      .required()
      .description("The company's details from content/site.yaml, which must not be the example ones in production."),
    cmsRepository: Joi.string().required().description("The GitHub repository the CMS saves to (src/cms/settings.ts)."),
    cmsPlaceholderRepository: Joi.string().required().description("The repository name the project ships with."),
    localBackendAnonKey: Joi.string().required().description("The local backend's anon key, which a production build must not use."),
  });

export const onPluginInit: GatsbyNode["onPluginInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [LAUNCH_ERROR_ID]: { text: (context: { message: string }) => context.message, level: "ERROR", type: "CONFIG", category: "USER" },
  });
};

// Netlify's production context stops here; any other build says in one line what it would refuse.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }, options: PluginOptions) => {
  const { site, cmsRepository, cmsPlaceholderRepository, localBackendAnonKey } = options as PluginOptions & PublishOptions;
  const verdict = launchVerdict({ env: process.env, site, cmsRepository, cmsPlaceholderRepository, localBackendAnonKey });
  if (verdict.kind === "refuse") {
    const message = `Not going live with these settings (Netlify production build):\n${verdict.problems.join("\n")}`;
    reporter.panic({ id: LAUNCH_ERROR_ID, context: { message } });
  } else if (verdict.kind === "warn") {
    reporter.warn(verdict.message);
  }
};
