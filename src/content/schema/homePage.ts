// The home page's content files, and the words every page shares: search and
// sharing (content/common.yaml), the header, the sections (hero, solution,
// benefits) and the footer. A card's icon is chosen in each language's list of
// cards, since each language's list is its own (a new English card does not
// wait for its translation).
import { seoFields } from "../../../supabase/functions/_shared/content/commonFields.ts";
import { HERO_IMAGE, SOCIAL_IMAGE } from "../pictures";
import { type ContentFile, image, list, object, text } from "../schemaDsl";

/** Icons a card may name: see src/components/Icon.tsx for the pictures. */
export const ICON_NAMES = [
  "plane",
  "globe",
  "map-pin",
  "workflow",
  "clock",
  "piggy-bank",
  "zap",
  "radar",
  "headset",
  "shield-check",
  "file-check",
  "package-check",
  "truck",
  "badge-check",
  "receipt",
  "user-round",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const icon = (description: string) =>
  text(`${description} One of: ${ICON_NAMES.join(", ")}.`, { oneOf: ICON_NAMES });

const card = (description: string) =>
  object(description, {
    icon: icon("Picture shown above the title."),
    title: text("Card title."),
    text: text("One or two sentences under the title.", { long: true }),
  });

export const COMMON_FILE = {
  name: "common",
  translated: true,
  typeName: "CommonYaml",
  label: "Every page: search and sharing",
  description: "Words every page uses: the home page's search result, the link preview, the skip link",
  fields: {
    seo: object("What search engines and link previews show for the home page.", seoFields),
    socialImage: image(
      "The picture shown when the site is shared (WhatsApp, LinkedIn, WeChat), the same in every language: cut to 1200 x 630 by the build. Upload at least 1200 x 630 pixels, JPEG, PNG, WebP or AVIF, under 20 MB.",
      { minWidth: SOCIAL_IMAGE.width, minHeight: SOCIAL_IMAGE.height, shared: true },
    ),
    socialImageAlt: text("What the link-preview picture shows, for people who cannot see it."),
    skipLinkLabel: text("Keyboard users' link that jumps past the header."),
  },
} as const satisfies ContentFile;

export const HEADER_FILE = {
  name: "header",
  translated: true,
  typeName: "HeaderYaml",
  label: "Header and menu",
  description: "The sticky header",
  fields: {
    logoLabel: text("What screen readers announce for the logo link to the home page."),
    navigationLabel: text("What screen readers call the menu."),
    links: list(
      "Menu links to sections of the home page.",
      object("A menu link.", {
        label: text("Link text."),
        target: text("Section id to jump to, e.g. solution.", {
          pattern: /^[a-z][a-z0-9-]*$/,
          hint: "must be a section id in lower case, e.g. benefits",
        }),
      }),
    ),
    openMenuLabel: text("Phone menu button, when the menu is closed (read by screen readers)."),
    closeMenuLabel: text("Phone menu button, when the menu is open (read by screen readers)."),
    languageLabel: text("Name of the language menu, e.g. Language (read by screen readers; a heading in the phone menu)."),
  },
} as const satisfies ContentFile;

export const HERO_FILE = {
  name: "hero",
  translated: true,
  typeName: "HeroYaml",
  label: "First section (hero)",
  description: "The first section of the home page",
  fields: {
    eyebrow: text("Short line above the headline."),
    headline: text("The main headline."),
    subheadline: text("The paragraph under the headline.", { long: true }),
    primaryCta: text("Button that scrolls to the contact form."),
    secondaryCta: text("Button that scrolls to the solution section."),
    image: image(
      "The picture beside the headline, the same in every language: shown 4:3 (cut to it, its middle kept) and made into sizes for phones and desktops by the build. Upload at least 1152 x 864 pixels, JPEG, PNG, WebP or AVIF, under 20 MB.",
      { minWidth: HERO_IMAGE.width * 2, minHeight: (HERO_IMAGE.width * 2) / HERO_IMAGE.aspectRatio, shared: true },
    ),
    imageAlt: text("What the picture shows, for screen readers."),
    highlights: list(
      "Key figures under the buttons.",
      object("A key figure.", {
        value: text("The figure, e.g. 48-72h."),
        label: text("What the figure means."),
      }),
      { max: 4 },
    ),
  },
} as const satisfies ContentFile;

export const SOLUTION_FILE = {
  name: "solution",
  translated: true,
  typeName: "SolutionYaml",
  label: "Our Solution",
  description: "Why ship through Hong Kong (section id solution)",
  fields: {
    eyebrow: text("Short line above the heading."),
    heading: text("Section heading."),
    intro: text("Paragraph under the heading.", { long: true }),
    challenges: object("The problems of shipping direct from mainland China.", {
      title: text("Title of the challenges column."),
      items: list("The challenges.", object("A challenge.", { title: text("Challenge."), text: text("Explanation.", { long: true }) })),
    }),
    advantages: object("What Hong Kong does better.", {
      title: text("Title of the Hong Kong column."),
      items: list("The advantages.", object("An advantage.", { title: text("Advantage."), text: text("Explanation.", { long: true }) })),
    }),
    cards: list("Feature cards under the comparison.", card("A feature card.")),
  },
} as const satisfies ContentFile;

export const BENEFITS_FILE = {
  name: "benefits",
  translated: true,
  typeName: "BenefitsYaml",
  label: "Benefits",
  description: "The benefits of shipping with us (section id benefits)",
  fields: {
    eyebrow: text("Short line above the heading."),
    heading: text("Section heading."),
    intro: text("Paragraph under the heading.", { long: true }),
    cards: list(
      "Benefit cards.",
      object("A benefit card.", {
        icon: icon("Picture shown above the title."),
        title: text("Card title."),
        text: text("One or two sentences under the title.", { long: true }),
        trackingLink: text("A link under the text to the tracking page (/track), e.g. Track a shipment; leave it empty for none.", {
          optional: true,
        }),
      }),
    ),
    banner: object("Call-to-action banner under the cards.", {
      title: text("Banner headline."),
      text: text("Banner paragraph.", { long: true }),
      button: text("Button that scrolls to the contact form."),
    }),
  },
} as const satisfies ContentFile;

export const FOOTER_FILE = {
  name: "footer",
  translated: true,
  typeName: "FooterYaml",
  label: "Footer",
  description: "The footer of every page",
  fields: {
    about: text("Short paragraph under the company name.", { long: true }),
    contactTitle: text("Title of the contact column."),
    phoneLabel: text("Label of the phone number."),
    emailLabel: text("Label of the e-mail address."),
    locationLabel: text("Label of the location."),
    location: text("Where the business operates from, e.g. Hong Kong International Airport."),
    servicesTitle: text("Title of the services column."),
    services: list("Services offered.", text("A service.")),
    destinationsTitle: text("Title of the destinations column."),
    destinations: list("Main destinations.", text("A destination.")),
    copyright: text("Copyright line; {year} and {company} are filled in.", {
      pattern: /\{year\}/,
      hint: "must contain {year}",
    }),
    privacyLink: text("Link to the privacy notice, beside the copyright line."),
    trackLink: text("Link to the tracking page (/track), beside the privacy link."),
  },
} as const satisfies ContentFile;
