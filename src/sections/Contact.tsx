import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { mailtoHref, whatsappHref } from "../components/contacts/contactLinks";
import { EmailAddress } from "../components/contacts/EmailAddress";
import { Icon } from "../components/icons/Icon";
import { IconBadge } from "../components/icons/IconBadge";
import { IconList } from "../components/icons/IconList";
import { PhoneNumber } from "../components/contacts/PhoneNumber";
import { Section } from "../components/Section";
import { LazyContactForm } from "../contact/LazyContactForm";
import type { QuoteSuggestions } from "../content/rateCard";
import type { PageI18n } from "../content/languages";
import { theme } from "../theme";
import { KeepsServerHtml } from "../components/KeepsServerHtml";
import { whenNear } from "../components/styles/whenNear";

export const query = graphql`
  fragment ContactContent on ContactYaml {
    eyebrow
    heading
    intro
    whatsappLabel
    emailLabel
    whyChooseUs {
      title
      items
    }
    form {
      ...ContactFormCopy
    }
  }
  fragment CountriesContent on CountriesYaml {
    primary {
      ...CountryChoice
    }
    secondary {
      ...CountryChoice
    }
  }
  fragment CountryChoice on Country {
    name
    label(language: $language)
  }
`;

const { colors, space, radii, shadows, sizes, fontSizes, fontWeights, mq, transitions } = theme;

/** The last part the page's links land on: laid out when it comes near (whenNear.ts). */
const nearStyles = whenNear({ phone: "2200px", tablet: "1850px", desktop: "1250px" });

const gridStyles = css`
  display: grid;
  gap: ${space[10]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    gap: ${space[12]};
  }
`;

const asideStyles = css`
  display: grid;
  gap: ${space[6]};
`;

const channelsStyles = css`
  list-style: none;
  display: grid;
  gap: ${space[3]};
  a {
    display: flex;
    align-items: center;
    gap: ${space[4]};
    min-height: ${sizes.touch};
    padding: ${space[4]};
    border: 1px solid ${colors.border};
    border-radius: ${radii.lg};
    background: ${colors.surface};
    text-decoration: none;
    transition:
      border-color ${transitions.fast},
      box-shadow ${transitions.fast};
    &:hover {
      border-color: ${colors.accent};
      box-shadow: ${shadows.md};
    }
  }
  /* The channel's name above its number or address (not the icon's badge). */
  div > span {
    display: block;
    font-size: ${fontSizes.sm};
    color: ${colors.muted};
  }
  strong {
    display: block;
    color: ${colors.ink};
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const reasonsStyles = css`
  padding: ${space[8]};
  border-radius: ${radii.lg};
  background: ${colors.night};
  color: ${colors.onNight};
  h3 {
    color: ${colors.white};
    font-size: ${fontSizes.xl};
    margin-bottom: ${space[5]};
  }
`;

type ContactProps = {
  content: Queries.ContactContentFragment;
  countries: Queries.CountriesContentFragment;
  /** The rate card's pickup cities and currency, for the form (src/content/rateCard.ts). */
  suggestions: QuoteSuggestions;
  site: Queries.SiteDetailsFragment;
  i18n: Pick<PageI18n, "language" | "paths">;
};

/** Direct contact details, the reasons to choose us, and the quote form. */
export function Contact({ content, countries, suggestions, site, i18n }: ContactProps) {
  return (
    <Section id="contact" tone="alt" interactive css={nearStyles} eyebrow={content.eyebrow} heading={content.heading} intro={content.intro}>
      {/* The form comes first: the hero's quote button lands on it, even on a phone. */}
      <div css={gridStyles}>
        <LazyContactForm
          copy={content.form}
          countries={countries}
          suggestions={suggestions}
          contactEmail={site.email}
          language={i18n.language.code}
          paths={i18n.paths}
        />
        <KeepsServerHtml css={asideStyles}>
          <ul css={channelsStyles}>
            <li>
              <a href={whatsappHref(site.phone)} target="_blank" rel="noopener noreferrer">
                <IconBadge>
                  <Icon name="message-circle" />
                </IconBadge>
                <div>
                  <span>{content.whatsappLabel}</span>
                  <strong>
                    <PhoneNumber value={site.phone} />
                  </strong>
                </div>
              </a>
            </li>
            <li>
              <a href={mailtoHref(site.email)}>
                <IconBadge>
                  <Icon name="mail" />
                </IconBadge>
                <div>
                  <span>{content.emailLabel}</span>
                  <strong>
                    <EmailAddress value={site.email} />
                  </strong>
                </div>
              </a>
            </li>
          </ul>
          <section css={reasonsStyles} aria-labelledby="why-choose-us">
            <h3 id="why-choose-us">{content.whyChooseUs.title}</h3>
            <IconList>
              {content.whyChooseUs.items.map((item) => (
                <li key={item}>
                  <Icon name="circle-check" />
                  {item}
                </li>
              ))}
            </IconList>
          </section>
        </KeepsServerHtml>
      </div>
    </Section>
  );
}
