// The lead's instant price on its page, as the rate card made it: the
// chargeable weight it rests on, then each option as a table of its lines
// (pickup, freight, surcharges, fees, delivery, clearance, insurance) and its
// exact total, captioned with its transit days and the range the visitor saw;
// or, for a lead without one, why.
import { fillTemplate } from "../../content/fillTemplate";
import { type Lead, type LeadPrice, priceLinesOf } from "../../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "../content";
import { formatAmount, formatNumber, majorOf, wordOf } from "../format";
import { serviceName } from "../LeadsTable";
import { tableStyles, tableWrapStyles } from "../styles";
import { linesOf } from "./RequestDetails";

type Priced = Extract<LeadPrice, { kind: "priced" }>["price"];

/**
 * Why a lead has no instant price, in words: the reason, and the packing
 * list's line past the card's limits, numbered as the visitor's form numbered it.
 */
export function noPriceReason(content: TeamConsoleContent, lead: Pick<Lead, "price" | "request">): string {
  const words = content.price;
  const price = lead.price;
  if (price === null || price.kind !== "noPrice") return content.lead.noPrice;
  const at = price.line;
  const number = at === undefined ? null : (linesOf(lead.request.cargoLines)[at]?.place ?? at) + 1;
  const line = number === null ? "" : ` ${fillTemplate(words.noPriceLine, { line: String(number) })}`;
  return `${content.lead.noPrice} ${wordOf(words.reasons, price.reason)}${line}`;
}

function OptionLines({ content, price, option }: { content: TeamConsoleContent; price: Priced; option: Priced["options"][number] }) {
  const words = content.price;
  const amount = (minor: number) => formatAmount(majorOf(minor, price.minorDigits), price.minorDigits);
  const range = `${formatNumber(option.low)}–${formatNumber(option.high)} ${price.currency}`;
  return (
    <div css={tableWrapStyles}>
      <table css={tableStyles}>
        <caption>{fillTemplate(words.option, { service: serviceName(content, option.service), days: option.transitDays, range })}</caption>
        <thead>
          <tr>
            <th scope="col">{words.line}</th>
            <th scope="col">{fillTemplate(words.amount, { currency: price.currency })}</th>
          </tr>
        </thead>
        <tbody>
          {priceLinesOf(option).map((line, index) => (
            <tr key={`${index}-${line.name}`}>
              <td>{line.name}</td>
              <td>{amount(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{words.total}</th>
            <td>
              <strong>{amount(option.totalMinor)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function PriceDetails({ content, lead }: { content: TeamConsoleContent; lead: Lead }) {
  const price = lead.price?.kind === "priced" ? lead.price.price : null;
  return (
    <>
      <h3>{content.lead.priceTitle}</h3>
      {price ? (
        <>
          <p>{fillTemplate(content.price.weight, { kg: formatNumber(price.chargeableKg) })}</p>
          {price.options.map((option) => (
            <OptionLines key={option.service} content={content} price={price} option={option} />
          ))}
        </>
      ) : (
        <p>{noPriceReason(content, lead)}</p>
      )}
    </>
  );
}
