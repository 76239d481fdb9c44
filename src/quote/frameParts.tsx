// The parts of the quote page's frame that its script does not need to show
// the quote (QuoteFrame.tsx loads them with their own chunk): the site's
// header and footer, and the company's contacts at the panel's foot. The
// booking form's chunk is loaded from here, after them: it uses what they
// bring (the icons), which it then need not carry itself, and a shipper who
// books has touched the page, so the frame has come.
import { DirectContact } from "../components/contacts/DirectContact";
import { directStyles } from "./pageStyles";
import type { QuotePriceWords } from "./words";

export { Header } from "../components/layout/Header";
export const loadBookingForm = () => import(/* webpackChunkName: "booking-form" */ "./booking/BookingForm");
export { Footer } from "../components/layout/Footer";

/** The company's e-mail and WhatsApp, under every state of the page (and printed with the quote). */
export function QuoteContacts({ site, priceWords }: { site: Queries.SiteDetailsFragment; priceWords: QuotePriceWords }) {
  return <DirectContact id="quote-contact" words={priceWords} email={site.email} phone={site.phone} css={directStyles} />;
}
