import type { ReactNode } from "react";

// The page's outer HTML: Gatsby's default (cache-dir/default-html.js) without
// what no browser the site serves reads, in every page's first round trip:
// Internet Explorer's compatibility <meta> and the viewport's shrink-to-fit
// (Safari 9). Gatsby uses this file when it exists (src/html.tsx).
type HtmlProps = {
  htmlAttributes: Record<string, unknown>;
  headComponents: ReactNode;
  bodyAttributes: Record<string, unknown>;
  preBodyComponents: ReactNode;
  body: string;
  postBodyComponents: ReactNode;
};

export default function Html({ htmlAttributes, headComponents, bodyAttributes, preBodyComponents, body, postBodyComponents }: HtmlProps) {
  return (
    // lang and dir come in htmlAttributes, from each page's Head (src/components/layout/Seo.tsx).
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
