import { css } from "@emotion/react";
import { Header } from "../../components/layout/Header";
import { Container } from "../../components/Container";
import { type LanguagesFile, localizedPath, pageI18n } from "../../content/languages";
import type { LayoutContent } from "../../content/queryData";
import { theme } from "../../theme";

const { colors, space, fontSizes, fontWeights } = theme;

const tableStyles = css`
  width: 100%;
  margin: ${space[8]} 0;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-bottom: 1px solid ${colors.border};
    text-align: start;
  }
  th {
    font-weight: ${fontWeights.bold};
    color: ${colors.ink};
  }
`;

/** content/languages.yaml as visitors meet it: the language menu, and each language's address. */
export function LanguagesPreview({ languages, layout }: { languages: LanguagesFile; layout: LayoutContent }) {
  const i18n = pageI18n(languages, languages.default, "/");
  return (
    <>
      <Header content={layout.header} companyName={layout.site.companyName} i18n={i18n} />
      <Container>
        <table css={tableStyles}>
          <caption>The site&apos;s languages (the language menu lists the published ones)</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Home page</th>
              <th scope="col">Direction</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {languages.languages.map((language) => (
              <tr key={language.code}>
                <td lang={language.code} dir={language.direction}>
                  {language.name}
                </td>
                <td>{localizedPath("/", language.code, languages.default)}</td>
                <td>{language.direction === "rtl" ? "right to left" : "left to right"}</td>
                <td>{language.published ? "yes" : "not yet"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Container>
    </>
  );
}
