// The quote page's words: its own file (content/quote-page.yaml); the
// price's sentences, which are the thank-you page's (content/thank-you.yaml,
// price and noPrice) as the confirmation e-mail says them too; and the booking
// form's labels and errors and the milestones' names, which are the function's
// too (content/booking.yaml).
export type QuotePageWords = Queries.QuotePageContentFragment;
export type QuotePriceWords = Queries.QuotePriceWordsFragment;
export type QuoteBookingWords = Queries.QuoteBookingWordsFragment;
