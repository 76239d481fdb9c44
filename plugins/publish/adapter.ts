// gatsby-adapter-netlify, followed by this site's last build step
// (finalizeBuild): the adapter writes `_headers` at the very end of
// `gatsby build`, after every plugin's onPostBuild, so this wrapper (set as
// the site's adapter in gatsby-config.ts) is where the final headers can be
// written. A problem it finds rejects adapt(), and `gatsby build` exits 1
// with the message.
import type { IAdapter } from "gatsby";
import { type FinalizeOptions, finalizeBuild } from "./finalizeBuild";

export function withFinalizedBuild(adapter: IAdapter, options: Omit<FinalizeOptions, "log" | "warn">): IAdapter {
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context);
      await finalizeBuild({
        ...options,
        log: (message) => context.reporter.info(message),
        warn: (message) => context.reporter.warn(message),
      });
    },
  };
}
