// gatsby-adapter-netlify, followed by this site's last build step
// (finalizeBuild): the adapter writes `_headers` at the very end of
// `gatsby build`, so that is where the final headers can be written.
import type { IAdapter } from "gatsby";
import { type FinalizeOptions, finalizeBuild } from "./finalizeBuild";

export function withFinalizedBuild(adapter: IAdapter, options: Omit<FinalizeOptions, "log">): IAdapter {
  return {
    ...adapter,
    async adapt(context) {
      await adapter.adapt(context);
      finalizeBuild({ ...options, log: (message) => context.reporter.info(message) });
    },
  };
}
