// The build hooks of gatsby-plugin-decap-cms that gatsby-node.ts calls (the package has no types).
declare module "gatsby-plugin-decap-cms/gatsby-node" {
  import type { GatsbyNode } from "gatsby";

  export type DecapCmsOptions = {
    modulePath: string;
    manualInit?: boolean;
    enableIdentityWidget?: boolean;
    includeRobots?: boolean;
    htmlTitle?: string;
    htmlFavicon?: string;
    publicPath?: string;
    customizeWebpackConfig?: (
      config: import("webpack").Configuration,
      helpers: { plugins: { define: (values: object) => import("webpack").WebpackPluginInstance } },
    ) => void;
  };

  type WithOptions<Hook> = Hook extends (args: infer Args, ...rest: infer _Rest) => infer Result
    ? (args: Args, options: DecapCmsOptions) => Result
    : never;

  export const onCreateWebpackConfig: WithOptions<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>;
  export const onCreateDevServer: WithOptions<NonNullable<GatsbyNode["onCreateDevServer"]>>;
}
