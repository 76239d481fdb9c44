// The company's e-mail and WhatsApp as a titled list of two links: under the
// thank-you page's next steps and at the foot of the shipper's quote page
// (printed with the quote). Each page spaces it as it needs (`className`,
// from its css prop); the list and its links look the same everywhere.
import { css } from "@emotion/react";
import { theme } from "../../theme";
import { EmailAddress } from "./EmailAddress";
import { Icon } from "../icons/Icon";
import { PhoneNumber } from "./PhoneNumber";
import { mailtoHref, whatsappHref } from "./contactLinks";

const { colors, space, sizes, fontSizes, fontWeights } = theme;

const directStyles = css`
  border-top: 1px solid ${colors.border};
  h2 {
    font-size: ${fontSizes.md};
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space[2]} ${space[6]};
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    min-height: ${sizes.touch};
    color: ${colors.accent};
    font-weight: ${fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  svg {
    width: ${sizes.iconSm};
    height: ${sizes.iconSm};
    flex: none;
  }
`;

type DirectContactProps = {
  /** The title's id, which names the section. */
  id: string;
  words: { directTitle: string; emailLabel: string; whatsappLabel: string };
  email: string;
  phone: string;
  className?: string;
};

export function DirectContact({ id, words, email, phone, className }: DirectContactProps) {
  return (
    <section css={directStyles} className={className} aria-labelledby={id}>
      <h2 id={id}>{words.directTitle}</h2>
      <ul>
        <li>
          <a href={mailtoHref(email)}>
            <Icon name="mail" />
            <span>
              {words.emailLabel}: <EmailAddress value={email} />
            </span>
          </a>
        </li>
        <li>
          <a href={whatsappHref(phone)} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" />
            <span>
              {words.whatsappLabel}: <PhoneNumber value={phone} />
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
