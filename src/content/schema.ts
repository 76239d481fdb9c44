// What each file in content/ must contain. Editors: the descriptions below are
// what each field is for; they also show in GraphiQL (http://127.0.0.1:8000/___graphql).
import { type ContentFile, int, list, object, text } from "./schemaDsl";

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

/** Longer titles and descriptions are cut off in search results. */
const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 155;

const seo = object("What search engines and link previews show for this page.", {
  title: text(`Browser tab and search result title (at most ${SEO_TITLE_MAX} characters).`, { maxLength: SEO_TITLE_MAX }),
  description: text(`Search result and link preview description (at most ${SEO_DESCRIPTION_MAX} characters).`, {
    long: true,
    maxLength: SEO_DESCRIPTION_MAX,
  }),
});

export const CONTENT_FILES = {
  site: {
    path: "content/site.yaml",
    typeName: "SiteYaml",
    label: "Company and contact details",
    description: "Company details and contact constants used across every page",
    fields: {
      companyName: text("Company name, shown in the logo, footer and search results."),
      siteUrl: text("The public address of the site, without a trailing slash.", {
        pattern: /^https?:\/\/[^\s/]+(\/[^\s]*)?[^/\s]$/,
        hint: "must be a full address like https://www.example.com without a trailing slash",
      }),
      phone: text("Phone and WhatsApp number in international form, e.g. +852 1234 5678.", {
        pattern: /^\+[0-9][0-9 ()-]{6,20}$/,
        hint: "must start with + and the country code, then digits and spaces",
      }),
      email: text("E-mail address for enquiries.", {
        pattern: /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/,
        hint: "must be one e-mail address like quotes@example.com",
      }),
      location: text("Where the business operates from, as shown in the footer."),
      address: object("The business address, as search engines show it.", {
        locality: text("Town or city, e.g. Hong Kong."),
        countryCode: text("Country as its two-letter code, e.g. HK.", {
          pattern: /^[A-Z]{2}$/,
          hint: "must be a two-letter country code in capitals, like HK",
        }),
      }),
      copyrightYear: int("Year in the footer's copyright line.", { min: 2000, max: 2100 }),
      seo,
      socialImageAlt: text("What the link-preview picture (static/og-image.png) shows, for people who cannot see it."),
      skipLinkLabel: text("Keyboard users' link that jumps past the header."),
      themeColor: text("Browser toolbar colour on phones, as #RRGGBB.", {
        pattern: /^#[0-9A-Fa-f]{6}$/,
        hint: "must be a colour like #0B1F3A",
      }),
    },
  },
  header: {
    path: "content/header.yaml",
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
    },
  },
  hero: {
    path: "content/hero.yaml",
    typeName: "HeroYaml",
    label: "Home: first section (hero)",
    description: "The first section of the home page",
    fields: {
      eyebrow: text("Short line above the headline."),
      headline: text("The main headline."),
      subheadline: text("The paragraph under the headline.", { long: true }),
      primaryCta: text("Button that scrolls to the contact form."),
      secondaryCta: text("Button that scrolls to the solution section."),
      imageAlt: text("Description of the illustration for screen readers."),
      highlights: list(
        "Key figures under the buttons.",
        object("A key figure.", {
          value: text("The figure, e.g. 48-72h."),
          label: text("What the figure means."),
        }),
        { max: 4 },
      ),
    },
  },
  solution: {
    path: "content/solution.yaml",
    typeName: "SolutionYaml",
    label: "Home: Our Solution",
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
  },
  benefits: {
    path: "content/benefits.yaml",
    typeName: "BenefitsYaml",
    label: "Home: Benefits",
    description: "The benefits of shipping with us (section id benefits)",
    fields: {
      eyebrow: text("Short line above the heading."),
      heading: text("Section heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      cards: list("Benefit cards.", card("A benefit card.")),
      banner: object("Call-to-action banner under the cards.", {
        title: text("Banner headline."),
        text: text("Banner paragraph.", { long: true }),
        button: text("Button that scrolls to the contact form."),
      }),
    },
  },
  contact: {
    path: "content/contact.yaml",
    typeName: "ContactYaml",
    label: "Home: Contact and quote form",
    description: "The contact section and its quote form (section id contact)",
    fields: {
      eyebrow: text("Short line above the heading."),
      heading: text("Section heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      whatsappLabel: text("Label of the WhatsApp number."),
      emailLabel: text("Label of the e-mail address."),
      whyChooseUs: object("The Why Choose Us list.", {
        title: text("List title."),
        items: list("Reasons.", text("A reason.")),
      }),
      form: object("The quote request form.", {
        title: text("Heading above the form."),
        nameLabel: text("Label of the name field (keep the * for required)."),
        emailLabel: text("Label of the e-mail field."),
        phoneLabel: text("Label of the phone field."),
        countryLabel: text("Label of the country list."),
        countryPlaceholder: text("First, empty choice of the country list."),
        detailsLabel: text("Label of the what-are-you-shipping field."),
        detailsPlaceholder: text("Example shown in the empty what-are-you-shipping field."),
        messageLabel: text("Label of the message field."),
        messagePlaceholder: text("Example shown in the empty message field.", { long: true }),
        submitLabel: text("Send button."),
        sendingLabel: text("Send button while sending."),
        footnote: text("Line under the form.", { long: true }),
        privacyLink: text("Link to the privacy notice, after the line under the form."),
        missingTitle: text("Notice title when a required field is empty."),
        missingText: text("Notice text when a required field is empty.", { long: true }),
        failedTitle: text("Notice title when sending fails."),
        failedText: text("Notice text when sending fails; {email} becomes the e-mail address.", { long: true }),
        requiredError: text("Message under an empty required field."),
        emailError: text("Message under an e-mail address that is not valid."),
        tooLongError: text("Message under a field that is too long; {max} becomes the limit."),
        lineBreakError: text("Message when a one-line field contains a line break."),
        invalidCharacterError: text("Message when a field holds an invisible control character (usually pasted)."),
        dismissLabel: text("Screen reader label of the notice's close button."),
      }),
    },
  },
  countries: {
    path: "content/countries.yaml",
    typeName: "CountriesYaml",
    label: "Countries in the quote form",
    description: "Destinations offered in the contact form",
    fields: {
      primary: list("Most common destinations, shown first.", text("Country name.")),
      secondary: list("Other destinations, shown after a divider.", text("Country name.")),
    },
  },
  footer: {
    path: "content/footer.yaml",
    typeName: "FooterYaml",
    label: "Footer",
    description: "The footer of every page",
    fields: {
      about: text("Short paragraph under the company name.", { long: true }),
      contactTitle: text("Title of the contact column."),
      phoneLabel: text("Label of the phone number."),
      emailLabel: text("Label of the e-mail address."),
      locationLabel: text("Label of the location."),
      servicesTitle: text("Title of the services column."),
      services: list("Services offered.", text("A service.")),
      destinationsTitle: text("Title of the destinations column."),
      destinations: list("Main destinations.", text("A destination.")),
      copyright: text("Copyright line; {year} and {company} are filled in.", {
        pattern: /\{year\}/,
        hint: "must contain {year}",
      }),
      privacyLink: text("Link to the privacy notice, beside the copyright line."),
    },
  },
  thankYou: {
    path: "content/thank-you.yaml",
    typeName: "ThankYouYaml",
    label: "Thank-you page",
    description: "The page shown after a quote request is sent (/thank-you)",
    fields: {
      seo,
      title: text("Main heading."),
      congratulation: text("Line under the heading."),
      emailNote: text("When to expect our e-mail.", { long: true }),
      nextTitle: text("Title of the What happens next box."),
      nextText: text("Text of the What happens next box.", { long: true }),
      homeButton: text("Button back to the home page."),
      anotherButton: text("Button back to the form."),
      directTitle: text("Title above the direct contact details."),
      emailLabel: text("Label of the e-mail address."),
      whatsappLabel: text("Label of the WhatsApp number."),
    },
  },
  privacy: {
    path: "content/privacy.yaml",
    typeName: "PrivacyYaml",
    label: "Privacy notice",
    description: "The privacy notice (/privacy): what happens to a quote request",
    fields: {
      seo,
      title: text("Main heading."),
      intro: text("Paragraph under the heading.", { long: true }),
      updated: text("When the notice last changed, e.g. Last updated: November 2026."),
      sections: list(
        "The notice's parts: who receives a request, what is kept, for how long, how to ask for deletion.",
        object("A part of the notice.", {
          heading: text("Heading of the part."),
          text: text("What it says; {email} becomes the e-mail address as a link.", { long: true }),
        }),
      ),
    },
  },
  notFound: {
    path: "content/not-found.yaml",
    typeName: "NotFoundYaml",
    label: "Page not found",
    description: "The page shown for an unknown address",
    fields: {
      seo,
      code: text("Big status code shown above the title."),
      title: text("Main heading."),
      text: text("Line under the heading.", { long: true }),
      homeLink: text("Link back to the home page."),
    },
  },
  appError: {
    path: "content/app-error.yaml",
    typeName: "AppErrorYaml",
    label: "Error screen",
    description: "The screen shown when the page itself fails",
    fields: {
      title: text("Main heading."),
      text: text("Line under the heading.", { long: true }),
      reloadButton: text("Button that reloads the page."),
      detailsTitle: text("Title of the technical details."),
    },
  },
} as const satisfies Record<string, ContentFile>;

export type ContentKey = keyof typeof CONTENT_FILES;

export const contentFileByPath = (path: string): ContentFile | undefined =>
  Object.values(CONTENT_FILES).find((file) => file.path === path);
