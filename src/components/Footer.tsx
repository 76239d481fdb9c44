import styled from "@emotion/styled";
import { Link, graphql } from "gatsby";
import { Mail, MapPin, Phone } from "lucide-react";
import { Container } from "./Container";
import { IconList } from "./IconList";
import { Logo } from "./Logo";
import { PhoneNumber } from "./PhoneNumber";
import { VisuallyHidden } from "./VisuallyHidden";
import { fillTemplate, mailtoHref, telHref } from "./contact-links";

export const query = graphql`
  fragment FooterContent on FooterYaml {
    about
    contactTitle
    phoneLabel
    emailLabel
    locationLabel
    servicesTitle
    services
    destinationsTitle
    destinations
    copyright
    privacyLink
  }
  fragment SiteDetails on SiteYaml {
    companyName
    siteUrl
    phone
    email
    location
    address {
      locality
      countryCode
    }
    copyrightYear
    skipLinkLabel
    themeColor
    seo {
      title
      description
    }
    socialImageAlt
  }
`;

type FooterProps = { content: Queries.FooterContentFragment; site: Queries.SiteDetailsFragment };

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  padding: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[8]}`};
  a {
    color: ${({ theme }) => theme.colors.onNight};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.white};
      text-decoration: underline;
    }
    &:focus-visible {
      outline-color: ${({ theme }) => theme.colors.focusOnDark};
    }
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1.4fr 1.2fr 1fr 1fr;
  }
`;

const About = styled.div`
  p {
    margin-top: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.onNightMuted};
    max-width: ${({ theme }) => theme.sizes.blurb};
  }
`;

const Column = styled.section`
  h2 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  ul {
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.onNightMuted};
  }
`;

const ContactList = styled(IconList)`
  a {
    display: inline-flex;
    min-height: ${({ theme }) => theme.sizes.touch};
    align-items: center;
    margin-top: -0.6rem;
    margin-bottom: -0.6rem;
    overflow-wrap: anywhere;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.hairlineOnNight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onNightMuted};
`;

export function Footer({ content, site }: FooterProps) {
  return (
    <Wrapper>
      <Container>
        <Columns>
          <About>
            <Logo companyName={site.companyName} onDark />
            <p>{content.about}</p>
          </About>
          <Column aria-labelledby="footer-contact">
            <h2 id="footer-contact">{content.contactTitle}</h2>
            <ContactList>
              <li>
                <Phone aria-hidden="true" />
                <a href={telHref(site.phone)}>
                  <VisuallyHidden>{content.phoneLabel}: </VisuallyHidden>
                  <PhoneNumber value={site.phone} />
                </a>
              </li>
              <li>
                <Mail aria-hidden="true" />
                <a href={mailtoHref(site.email)}>
                  <VisuallyHidden>{content.emailLabel}: </VisuallyHidden>
                  {site.email}
                </a>
              </li>
              <li>
                <MapPin aria-hidden="true" />
                <span>
                  <VisuallyHidden>{content.locationLabel}: </VisuallyHidden>
                  {site.location}
                </span>
              </li>
            </ContactList>
          </Column>
          <Column aria-labelledby="footer-services">
            <h2 id="footer-services">{content.servicesTitle}</h2>
            <ul>
              {content.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </Column>
          <Column aria-labelledby="footer-destinations">
            <h2 id="footer-destinations">{content.destinationsTitle}</h2>
            <ul>
              {content.destinations.map((destination) => (
                <li key={destination}>{destination}</li>
              ))}
            </ul>
          </Column>
        </Columns>
        <Bottom>
          <p>{fillTemplate(content.copyright, { year: site.copyrightYear, company: site.companyName })}</p>
          <Link to="/privacy">{content.privacyLink}</Link>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
