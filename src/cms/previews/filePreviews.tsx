// What each content file's preview shows: the real sections and pages of the
// site, rendered from the file being edited and, for everything else, the
// content as it was when the CMS was built, in the language being edited.
import type { ReactNode } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AppErrorScreen } from "../../components/errors/ErrorBoundary";
import { Footer } from "../../components/layout/Footer";
import { Header } from "../../components/layout/Header";
import { Layout } from "../../components/layout/Layout";
import { localizedCountries } from "../../content/countries";
import type { LayoutContent } from "../../content/queryData";
import { HERO_IMAGE } from "../../content/pictures";
import type { ContentKey } from "../../content/schema";
import type { TeamWords } from "../../../supabase/functions/_shared/replies/teamWords.ts";
import { NotFoundPage } from "../../views/NotFoundPage";
import { PrivacyPage } from "../../views/PrivacyPage";
import { ThankYouPage } from "../../views/ThankYouPage";
import { TeamPage } from "../../views/TeamPage";
import { TrackPage } from "../../views/TrackPage";
import { QuotePagePreview } from "../../views/QuotePage";
import { SAMPLE_EXPIRED_QUOTE, SAMPLE_OFFER_QUOTE, SAMPLE_QUOTE } from "./quoteSample";
import { TrackPreview } from "./TrackPreview";
import { Benefits } from "../../sections/Benefits";
import { Contact } from "../../sections/Contact";
import { Hero } from "../../sections/Hero";
import { Solution } from "../../sections/Solution";
import type { FileData, PreviewContext } from "../PreviewTemplate";
import { ConfirmationPreview, MilestonePreviews, OfferPreview, TeamEmailsPreview } from "../emails/lazyEmailPreviews";
import { SAMPLE_LEAD, SAMPLE_REQUEST } from "../emails/emailSamples";
import { linesOf } from "../../../supabase/functions/_shared/chargeableWeight.ts";
import { shipmentFigures } from "../../../supabase/functions/_shared/words/shipmentSummary.ts";
import { FormRepliesPreview } from "./FormRepliesPreview";
import { languageReplies } from "../../content/formReplies";
import { LanguagesPreview } from "./LanguagesPreview";
import { LinkPreview, SearchResult } from "./SearchResult";

/**
 * The hero's picture as the CMS has it (the one chosen, even before it is
 * published), in the shape the build gives it: the CMS has no image processing,
 * so one file, shown at the hero's size and cut to its shape by CSS.
 */
const heroPicture = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: HERO_IMAGE.width,
  height: Math.round(HERO_IMAGE.width / HERO_IMAGE.aspectRatio),
  images: { fallback: { src, sizes: `(min-width: ${HERO_IMAGE.width}px) ${HERO_IMAGE.width}px, 100vw` } },
});

const sampleError = (() => {
  const error = new Error("Example: the page could not be shown");
  error.stack = `${error.message}\n    at ExamplePage (example.tsx:1:1)`;
  return error;
})();

type Preview<K extends ContentKey> = (data: FileData<K>, context: PreviewContext) => ReactNode;

const layoutOf = ({ shared, words, i18n }: PreviewContext): LayoutContent => ({
  site: shared.site,
  common: words.common,
  header: words.header,
  footer: words.footer,
  i18n,
});

const contactOf = (context: PreviewContext) => (
  <Contact
    content={context.words.contact}
    countries={localizedCountries(context.shared.countries, context.i18n.language.code)}
    // The CMS holds nothing of the rate card: the form is previewed without its cities and currency.
    suggestions={{ cities: [], currency: null, nonStackableHeightCm: null }}
    site={context.shared.site}
    i18n={context.i18n}
  />
);

export const PREVIEWS: { [K in ContentKey]: Preview<K> } = {
  site: (_site, context) => <Layout content={layoutOf(context)}>{contactOf(context)}</Layout>,
  languages: (languages, context) => <LanguagesPreview languages={languages} layout={layoutOf(context)} />,
  countries: (_countries, context) => contactOf(context),
  // The tracking page with the airlines being edited: their names under the field, and as typed numbers find them.
  airlines: (airlines, context) => <TrackPage {...layoutOf(context)} page={context.words.track} airlines={airlines.airlines} />,
  // The console as the team first sees it: the sign-in (a preview has no session).
  teamConsole: (teamConsole) => <TeamPage content={teamConsole} />,
  common: (common, context) => (
    <Layout content={layoutOf(context)}>
      <SearchResult
        url={`${context.shared.site.siteUrl}${context.i18n.paths.home}`}
        title={common.seo.title}
        description={common.seo.description}
        caption="Search result"
      />
      <LinkPreview
        url={`${context.shared.site.siteUrl}${context.i18n.paths.home}`}
        title={common.seo.title}
        description={common.seo.description}
        image={context.picture(common.socialImage)}
        imageAlt={common.socialImageAlt}
        caption="Link preview (WhatsApp, LinkedIn, WeChat)"
      />
    </Layout>
  ),
  header: (header, context) => <Header content={header} companyName={context.shared.site.companyName} i18n={context.i18n} />,
  hero: (hero, context) => <Hero content={hero} image={heroPicture(context.picture(hero.image))} />,
  solution: (solution) => <Solution content={solution} />,
  benefits: (benefits, context) => <Benefits content={benefits} trackPath={context.i18n.paths.track} />,
  contact: (_contact, context) => contactOf(context),
  formReplies: (replies, context) => (
    <FormRepliesPreview
      replies={replies}
      contact={context.words.contact}
      thankYou={context.words.thankYou}
      track={context.words.track}
      booking={context.words.booking}
      i18n={context.i18n}
      site={context.shared.site}
    />
  ),
  footer: (footer, context) => <Footer content={footer} site={context.shared.site} i18n={context.i18n} />,
  // As after a request sent with JavaScript and priced: a sample reference, price and shipment (its single
  // size as one line, for the summary's words) show their words, on the page and in the confirmation e-mail,
  // which repeats them.
  thankYou: (page, context) => (
    <>
      <ThankYouPage
        {...layoutOf(context)}
        page={page}
        reference={SAMPLE_REQUEST.reference}
        price={SAMPLE_REQUEST.price ?? undefined}
        quoteKey="v1.20271128.sample"
        quoteLink={context.words.booking.quoteLink}
        asked={{ pickupCity: SAMPLE_LEAD.pickupCity || null, door: false, insure: false }}
        summaryWords={context.words.contact.form.cargo}
        shipment={shipmentFigures(linesOf(SAMPLE_LEAD))}
      />
      <ConfirmationPreview
        words={{
          ...languageReplies({ ...context.words, thankYou: page }, context.i18n.paths),
          direction: context.i18n.language.direction,
          code: context.i18n.language.code,
        }}
        site={context.shared.site}
      />
    </>
  ),
  teamEmails: (words, context) => (
    <TeamEmailsPreview
      words={words as TeamWords}
      code={context.i18n.language.code}
      direction={context.i18n.language.direction}
      site={context.shared.site}
    />
  ),
  // A sample quote, booked, with two milestones and the airline's link; the same quote expired; and answered with
  // the team's firm offer, as its quotation.
  quotePage: (page, context) => (
    <>
      {[SAMPLE_QUOTE, SAMPLE_EXPIRED_QUOTE, SAMPLE_OFFER_QUOTE].map((quote, index) => (
        <QuotePagePreview
          key={index}
          {...layoutOf(context)}
          page={page}
          priceWords={context.words.thankYou}
          bookingWords={context.words.booking}
          countries={localizedCountries(context.shared.countries, context.i18n.language.code)}
          quote={quote}
        />
      ))}
    </>
  ),
  privacy: (page, context) => <PrivacyPage {...layoutOf(context)} page={page} />,
  track: (page, context) => (
    <TrackPreview page={page} layout={layoutOf(context)} airlines={context.shared.airlines.airlines} words={context.words} />
  ),
  // The confirmation with its link to the quote page, a firm offer's e-mail, and the e-mails of a booked shipment's milestones.
  booking: (booking, context) => {
    const words = {
      ...languageReplies({ ...context.words, booking }, context.i18n.paths),
      direction: context.i18n.language.direction,
      code: context.i18n.language.code,
    };
    return (
      <>
        <ConfirmationPreview words={words} site={context.shared.site} />
        <OfferPreview words={words} site={context.shared.site} />
        <MilestonePreviews words={words} site={context.shared.site} airline={context.shared.airlines.airlines[0] ?? null} />
      </>
    );
  },
  notFound: (page, context) => <NotFoundPage {...layoutOf(context)} page={page} />,
  appError: (appError) => <AppErrorScreen error={sampleError} copy={appError} />,
};
