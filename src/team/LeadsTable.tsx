import type { MouseEvent } from "react";
import { fillTemplate } from "../content/fillTemplate";
import type { LeadRow } from "../../supabase/functions/_shared/api/consoleApi.ts";
import type { TeamConsoleContent } from "./content";
import { formatNumber, formatWeight, inHongKong, isLate, wordOf } from "./format";
import { leadHref } from "./leadAddress";
import { bookingFlagStyles, lateStyles, tableStyles, tableWrapStyles } from "./styles";

type LeadsTableProps = {
  content: TeamConsoleContent;
  caption: string;
  leads: readonly LeadRow[];
  /** Opens a lead in the console (the link's own address otherwise: a new tab, a copied link). */
  onOpen: (reference: string) => void;
};

/** Opened by the console unless the team member asked the browser for another tab or window. */
const opensHere = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The leads as a table, in the order the function gave them (oldest first). */
export function LeadsTable({ content, caption, leads, onOpen }: LeadsTableProps) {
  const words = content.leads;
  return (
    <div css={tableWrapStyles}>
      <table css={tableStyles}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.reference}</th>
            <th scope="col">{words.received}</th>
            <th scope="col">{words.age}</th>
            <th scope="col">{words.country}</th>
            <th scope="col">{words.weight}</th>
            <th scope="col">{words.chosen}</th>
            <th scope="col">{words.status}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const hours = fillTemplate(words.hours, { hours: formatNumber(lead.ageHours) });
            return (
              <tr key={lead.reference}>
                <th scope="row">
                  <a
                    href={leadHref(lead.reference)}
                    onClick={(event) => {
                      if (!opensHere(event)) return;
                      event.preventDefault();
                      onOpen(lead.reference);
                    }}
                  >
                    {lead.reference}
                  </a>
                </th>
                <td>
                  <time dateTime={lead.createdAt}>{inHongKong(lead.createdAt)}</time>
                </td>
                <td>
                  {isLate(lead) ? (
                    <span css={lateStyles}>
                      {hours} ({words.late})
                    </span>
                  ) : (
                    hours
                  )}
                </td>
                <td>{lead.country}</td>
                <td>{formatWeight(lead.chargeableKg, words)}</td>
                <td>{serviceName(content, lead.chosen)}</td>
                <td>
                  {content.statuses[lead.status]}
                  {lead.bookingRequested && <strong css={bookingFlagStyles}>{words.bookingRequested}</strong>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** An option's name in the content's words (a service the content does not know, as the function names it), or its word for none. */
export const serviceName = (content: TeamConsoleContent, service: string | null): string =>
  service === null ? content.leads.none : wordOf(content.services, service);
