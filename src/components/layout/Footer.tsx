import { css } from "@emotion/react";
import { Link, graphql } from "gatsby";
import { Container } from "../Container";
import { Icon } from "../icons/Icon";
import { SiteStylesheet } from "../styles/SiteStylesheet";
import { IconList } from "../icons/IconList";
import { Logo } from "./Logo";
import { EmailAddress } from "../contacts/EmailAddress";
import { PhoneNumber } from "../contacts/PhoneNumber";
import { VisuallyHidden } from "../VisuallyHidden";
import { fillTemplate } from "../../content/fillTemplate";
import { mailtoHref, telHref } from "../contacts/contactLinks";
import type { PageI18n } from "../../content/languages";
import { theme } from "../../theme";
import { KeepsServerHtml } from "../KeepsServerHtml";
import { whenNear } from "../styles/whenNear";

export const query = graphql`
  fragment FooterContent on FooterYaml {
    about
    contactTitle
    phoneLabel
    emailLabel
    locationLabel
    location
    servicesTitle
    services
    destinationsTitle
    destinations
    copyright
    privacyLink
    trackLink
  }
`;

type FooterProps = {
  content: Queries.FooterContentFragment;
  site: Queries.SiteDetailsFragment;
  i18n: PageI18n;
  /** Whether the page's header above has drawn the brand mark, which the footer's logo then reuses. */
  markAbove?: boolean;
};

const { colors, space, sizes, fontSizes, mq } = theme;

/** After everything the page's links land on: laid out when it comes near (whenNear.ts). */
const nearStyles = whenNear({ phone: "1150px", tablet: "740px", desktop: "500px" });

const wrapperStyles = css`
  background: ${colors.night};
  color: ${colors.onNight};
  padding: ${space[16]} 0 ${space[8]};
  a {
    color: ${colors.onNight};
    text-decoration: none;
    &:hover {
      color: ${colors.white};
      text-decoration: underline;
    }
    &:focus-visible {
      outline-color: ${colors.focusOnDark};
    }
  }
`;

const columnsStyles = css`
  display: grid;
  gap: ${space[10]};
  grid-template-columns: 1fr;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: 1.4fr 1.2fr 1fr 1fr;
  }
`;

const aboutStyles = css`
  p {
    margin-top: ${space[4]};
    color: ${colors.onNightMuted};
    max-width: ${sizes.blurb};
  }
`;

const columnStyles = css`
  h2 {
    color: ${colors.white};
    font-size: ${fontSizes.md};
    margin-bottom: ${space[4]};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${space[2]};
    color: ${colors.onNightMuted};
  }
`;

const contactListStyles = css`
  a {
    display: inline-flex;
    min-height: ${sizes.touch};
    align-items: center;
    margin-top: -0.6rem;
    margin-bottom: -0.6rem;
    overflow-wrap: anywhere;
  }
`;

const bottomStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[2]} ${space[6]};
  margin-top: ${space[12]};
  padding-top: ${space[6]};
  border-top: 1px solid ${colors.hairlineOnNight};
  font-size: ${fontSizes.sm};
  color: ${colors.onNightMuted};
`;

const bottomLinksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[6]};
`;

export function Footer({ content, site, i18n, markAbove = false }: FooterProps) {
  return (
    <KeepsServerHtml as="footer" css={[wrapperStyles, nearStyles]}>
      {/* Every page's first screen ends here at the latest (the home page's, at the end of its hero). */}
      <SiteStylesheet />
      <Container>
        <div css={columnsStyles}>
          <div css={aboutStyles}>
            <Logo companyName={site.companyName} onDark mark={markAbove ? "reused" : "drawn"} />
            <p>{content.about}</p>
          </div>
          <section css={columnStyles} aria-labelledby="footer-contact">
            <h2 id="footer-contact">{content.contactTitle}</h2>
            <IconList css={contactListStyles}>
              <li>
                <Icon name="phone" />
                <a href={telHref(site.phone)}>
                  <VisuallyHidden>{content.phoneLabel}: </VisuallyHidden>
                  <PhoneNumber value={site.phone} />
                </a>
              </li>
              <li>
                <Icon name="mail" />
                <a href={mailtoHref(site.email)}>
                  <VisuallyHidden>{content.emailLabel}: </VisuallyHidden>
                  <EmailAddress value={site.email} />
                </a>
              </li>
              <li>
                <Icon name="map-pin" />
                <span>
                  <VisuallyHidden>{content.locationLabel}: </VisuallyHidden>
                  {content.location}
                </span>
              </li>
            </IconList>
          </section>
          <section css={columnStyles} aria-labelledby="footer-services">
            <h2 id="footer-services">{content.servicesTitle}</h2>
            <ul>
              {content.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </section>
          <section css={columnStyles} aria-labelledby="footer-destinations">
            <h2 id="footer-destinations">{content.destinationsTitle}</h2>
            <ul>
              {content.destinations.map((destination) => (
                <li key={destination}>{destination}</li>
              ))}
            </ul>
          </section>
        </div>
        <div css={bottomStyles}>
          <p>{fillTemplate(content.copyright, { year: site.copyrightYear, company: site.companyName })}</p>
          <p css={bottomLinksStyles}>
            <Link to={i18n.paths.track}>{content.trackLink}</Link>
            <Link to={i18n.paths.privacy}>{content.privacyLink}</Link>
          </p>
        </div>
      </Container>
    </KeepsServerHtml>
  );
}
