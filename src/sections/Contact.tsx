import styled from "@emotion/styled";
import { graphql } from "gatsby";
import { CircleCheck, Mail, MessageCircle } from "lucide-react";
import { mailtoHref, whatsappHref } from "../components/contact-links";
import { IconList } from "../components/IconList";
import { PhoneNumber } from "../components/PhoneNumber";
import { Section } from "../components/Section";
import { LazyContactForm } from "../contact/LazyContactForm";

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
    primary
    secondary
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Channels = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    min-height: ${({ theme }) => theme.sizes.touch};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    transition: border-color ${({ theme }) => theme.transitions.fast}, box-shadow ${({ theme }) => theme.transitions.fast};
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
      box-shadow: ${({ theme }) => theme.shadows.md};
    }
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const ChannelIcon = styled.span`
  && {
    display: inline-flex;
  }
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconBadge};
  height: ${({ theme }) => theme.sizes.iconBadge};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  svg {
    width: ${({ theme }) => theme.sizes.icon};
    height: ${({ theme }) => theme.sizes.icon};
  }
`;

const Reasons = styled.section`
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  h3 {
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

type ContactProps = {
  content: Queries.ContactContentFragment;
  countries: Queries.CountriesContentFragment;
  site: Queries.SiteDetailsFragment;
};

/** Direct contact details, the reasons to choose us, and the quote form. */
export function Contact({ content, countries, site }: ContactProps) {
  return (
    <Section id="contact" tone="alt" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro}>
      {/* The form comes first: "Get Free Quote" lands on it, even on a phone. */}
      <Grid>
        <LazyContactForm copy={content.form} countries={countries} contactEmail={site.email} />
        <Aside>
          <Channels>
            <li>
              <a href={whatsappHref(site.phone)} target="_blank" rel="noopener noreferrer">
                <ChannelIcon>
                  <MessageCircle aria-hidden="true" />
                </ChannelIcon>
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
                <ChannelIcon>
                  <Mail aria-hidden="true" />
                </ChannelIcon>
                <div>
                  <span>{content.emailLabel}</span>
                  <strong>{site.email}</strong>
                </div>
              </a>
            </li>
          </Channels>
          <Reasons aria-labelledby="why-choose-us">
            <h3 id="why-choose-us">{content.whyChooseUs.title}</h3>
            <IconList>
              {content.whyChooseUs.items.map((item) => (
                <li key={item}>
                  <CircleCheck aria-hidden="true" />
                  {item}
                </li>
              ))}
            </IconList>
          </Reasons>
        </Aside>
      </Grid>
    </Section>
  );
}
