// The estimate's price before the page's runtime, with the quote's head
// (EarlyQuote.tsx): the outline holds the estimate as the page's script draws
// it (PriceBlock.tsx), rendered by the build from a template quote whose every
// part the outline's script rewrites: the weight's sentence, each option
// (its name, range, transit time, emissions and "Choose" button, made from
// the template's first), the emissions' note, and what the price covers and
// what the team quotes (each list's lines made from its first). So the price,
// what a shipper opens the page for, shows as soon as the answer has come,
// seconds before the runtime on a phone.
//
// Drawn for the quote as first opened (priced, no offer, nothing chosen or
// booked, not expired, no special goods): the one the shipper's link opens
// from the confirmation. Any other quote's price (an offer, a choice or a
// booking, special goods) the page's script draws, with the rest. The
// "Choose" buttons drawn early are disabled: the page's own, drawn over them,
// send the choice. A test holds the two drawings together, element for element
// (__tests__/views/quoteEarly.test.tsx).
import type { ShipperQuote } from "../shipperQuote";
import { type ServiceName, SERVICES } from "../../../supabase/functions/_shared/price/services.ts";
import type { PriceWords } from "../../../supabase/functions/_shared/price/visitorPrice.ts";
import type { QuotePageWords, QuotePriceWords } from "../words";
import { PriceBlock } from "../document/PriceBlock";
import { TemplateForItsScript } from "../../components/KeepsServerHtml";
import { BIDI_CONTROLS } from "../../../supabase/functions/_shared/words/bidiControls.ts";

/** The price's sentences the outline's script writes the estimate with (content/thank-you.yaml, price). */
const EARLY_PRICE_KEYS = [
  "weight",
  "transit",
  "fromAirport",
  "fromCity",
  "fromCityQuoted",
  "toAirport",
  "toDoor",
  "toDoorQuoted",
  "insured",
  "insuredQuoted",
] as const satisfies readonly (keyof PriceWords)[];

/** Those sentences, each service's name, and the emissions' line (the page's language is the head's). */
export type EarlyPriceWords = Pick<PriceWords, (typeof EARLY_PRICE_KEYS)[number]> & {
  names: Record<ServiceName, string>;
  co2e: string;
};

export function earlyPriceWords(priceWords: QuotePriceWords, page: QuotePageWords): EarlyPriceWords {
  const words = priceWords.price;
  return {
    ...(Object.fromEntries(EARLY_PRICE_KEYS.map((key) => [key, words[key]])) as Pick<PriceWords, (typeof EARLY_PRICE_KEYS)[number]>),
    names: Object.fromEntries(SERVICES.map((service) => [service, words[service]])) as Record<ServiceName, string>,
    co2e: page.document.co2e,
  };
}

/**
 * The template quote: one option with emissions (its element is each
 * option's model), a pickup city priced and insurance priced (the covered
 * list's line), the door quoted by the team (the other list's), nothing
 * chosen. Its figures are never shown: the outline's script rewrites them,
 * or takes the estimate out.
 */
const TEMPLATE: ShipperQuote = {
  reference: "",
  language: "en",
  askedAt: "2000-01-01T00:00:00Z",
  validUntil: "2000-01-01",
  expired: false,
  asked: { country: "", chargeableKg: 1, grossKg: 1, pieces: 1, pickupCity: "-", deliverTo: "door", insure: true },
  price: {
    currency: "USD",
    low: 1,
    high: 2,
    chargeableKg: 1,
    transitDays: "1",
    validUntil: "2000-01-01",
    options: [{ service: "express", low: 1, high: 2, transitDays: "1", co2eKg: 1 }],
    covers: { pickup: true, door: false, insurance: true },
    specialGoods: null,
  },
  noPrice: null,
  noPriceLine: null,
  chosen: null,
  status: "received",
  booking: null,
  milestones: [],
  tracking: null,
  offer: null,
  renewal: null,
  emissions: { express: 1 },
  askAgain: {},
};

const chooseNothing = () => Promise.reject(new Error("The outline's buttons choose nothing"));

/** The estimate's outline, as PriceBlock draws it for the template quote. */
export function EarlyPriceBlock(props: { page: QuotePageWords; priceWords: QuotePriceWords; language: string }) {
  return (
    <TemplateForItsScript>
      <PriceBlock quote={TEMPLATE} chosen={null} choose={chooseNothing} {...props} />
    </TemplateForItsScript>
  );
}

/**
 * The outline's script's part for the estimate: a function `P(w,b)` of the
 * outline and the answer's body that works out every value of the estimate
 * and returns what writes them, or null where the estimate is not drawn
 * before the runtime (then the outline's script takes it out). As
 * describePrice and PriceBlock.tsx write them: the weight to one decimal,
 * each option's range by its currency's code without decimals (two amounts
 * around a dash where the browser has no formatRange), without the
 * bidirectional marks PriceOptions.tsx takes out, its emissions in
 * whole kilograms; the pickup, the delivery and the insurance asked, each
 * in the list of what the price covers or of what the team quotes
 * (coverLinesOf). `j` is the outline's words, `j.p` the estimate's
 * (EarlyPriceWords), `y` the pattern of a day.
 */
export const earlyPriceScript =
  "P=function(w,b){var p=b.price,a=b.asked,q=j.p,L=j.language,s=w.querySelector('section[aria-labelledby=quote-price]'),o,F,n,h,c,C,Q,t,k,x,S={}," +
  "N=function(v){return typeof v=='number'&&isFinite(v)},B=function(v){return typeof v=='boolean'};" +
  // The quote as first opened only, and an estimate the page's script reads as this one does (visitorPrice.ts,
  // readAnsweredPrice): nothing drawn here that the page's script would then refuse.
  "if(!s||b.offer||!p||b.expired||b.chosen!=null||b.booking!=null||b.status=='booked'||b.status=='closed'||b.status=='booking requested'" +
  "||p.specialGoods!=null||!/^[A-Z]{3}$/.test(p.currency)||!N(p.low)||!N(p.high)||!N(p.chargeableKg)||typeof p.transitDays!='string'" +
  "||!y.test(p.validUntil)||!Array.isArray(p.options)||!p.options.length||!p.covers||!B(p.covers.pickup)||!B(p.covers.door)" +
  "||!B(p.covers.insurance)||!a||!(a.pickupCity==null||typeof a.pickupCity=='string'))return null;" +
  "t=function(v,r){return v.replace(/\\{(\\w+)\\}/g,function(m,k){return k in r?String(r[k]):m})};" +
  "n=function(v,r){try{return new Intl.NumberFormat(L,r).format(v)}catch(e){return new Intl.NumberFormat('en',r).format(v)}};" +
  "h=function(l){return new Intl.NumberFormat(l,{style:'currency',currency:p.currency,currencyDisplay:'code',minimumFractionDigits:0,maximumFractionDigits:0})};" +
  "try{F=h(L)}catch(e){F=h('en')}" +
  // Each service once, as the page's script keys the emissions by service.
  "o=p.options.map(function(v){var e=v&&v.co2eKg,g;if(!v||typeof q.names[v.service]!='string'||S[v.service]||!N(v.low)||!N(v.high)" +
  "||typeof v.transitDays!='string'||!(e==null||N(e)&&e>=0))throw 0;S[v.service]=1;" +
  "if(typeof e=='number')try{g=new Intl.NumberFormat(L,{maximumFractionDigits:0}).format(e)}catch(r){g=String(Math.round(e))}" +
  "return{name:q.names[v.service],range:F.formatRange?F.formatRange(v.low,v.high):F.format(v.low)+' \\u2013 '+F.format(v.high)," +
  "transit:t(q.transit,{days:v.transitDays}),co2e:typeof e=='number'?t(q.co2e,{kg:g}):null}});" +
  // What was asked, in the list of what the price covers (C) or of what the team quotes (Q), in describePrice's order.
  "c=(a.pickupCity||'').trim();C=[];Q=[];" +
  "k=function(y,l){(y?C:Q).push(l)};" +
  "if(c)k(p.covers.pickup,t(p.covers.pickup?q.fromCity:q.fromCityQuoted,{city:c}));else if(!p.covers.pickup)C.push(q.fromAirport);" +
  "if(a.deliverTo=='door')k(p.covers.door,p.covers.door?q.toDoor:q.toDoorQuoted);else C.push(q.toAirport);" +
  "if(a.insure)k(p.covers.insurance,p.covers.insurance?q.insured:q.insuredQuoted);" +
  "x=t(q.weight,{weight:n(p.chargeableKg,{maximumFractionDigits:1})});" +
  "return function(){var O=s.querySelector('[aria-labelledby=price-options]'),U=O.querySelector('ul'),m=U.firstElementChild,l=s.querySelectorAll('div>div>ul');" +
  "s.querySelector('h2').nextElementSibling.textContent=x;" +
  "U.replaceChildren.apply(U,o.map(function(v){var e=m.cloneNode(!0),r=e.querySelectorAll('p'),d=e.querySelector('button');" +
  "e.querySelector('h4').textContent=v.name;r[0].firstChild.textContent=v.range.replace(/" +
  BIDI_CONTROLS.source +
  "/g,'');r[1].textContent=v.transit;" +
  "v.co2e?r[2].textContent=v.co2e:r[2].remove();d.lastChild.textContent=' '+v.name;d.disabled=!0;return e}));" +
  "if(!o.some(function(v){return v.co2e}))O.nextElementSibling.remove();" +
  "[C,Q].forEach(function(v,i){var e=l[i],d=e.firstElementChild;while(e.children.length>1)e.firstElementChild.remove();" +
  "v.forEach(function(y){var r=d.cloneNode(!0);r.firstChild.textContent=y;e.insertBefore(r,e.lastElementChild)})})}};";
