// Two threads per lead, each from one e-mail's Message-ID, made from the
// lead's reference and the sender's domain, so every instance, at any time,
// names the same thread:
//   - the team's, in its mailbox: the team's e-mail about a lead starts it,
//     and every later e-mail about it (a choice, a reminder) names it in
//     In-Reply-To and References, under its subject after "Re: ";
//   - the shipper's, in theirs: their confirmation starts it, and each
//     milestone e-mail of their shipment answers it the same way.
// Should a provider replace the Message-ID with its own, the later e-mails
// still reference one another and share the subject, which is what Gmail and
// Apple Mail thread on.

/** The domain of a From address ("Quotes <quotes@forwarder.example>" -> forwarder.example). */
function domainOf(fromAddress: string): string {
  const address = /<([^>]+)>/.exec(fromAddress)?.[1] ?? fromAddress;
  const domain = address.slice(address.lastIndexOf("@") + 1).trim().toLowerCase();
  // A From address is checked at launch (settings.ts); this keeps a Message-ID well formed whatever it is.
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes(".") ? domain : "send-contact-email.invalid";
}

/** The team e-mail's Message-ID for a lead (RFC 5322: <left@domain>). */
export function leadMessageId(reference: string, fromAddress: string): string {
  return `<quote-request.${reference}@${domainOf(fromAddress)}>`;
}

/** The headers that put an e-mail in a lead's thread. */
export function inLeadThread(reference: string, fromAddress: string): Record<string, string> {
  const id = leadMessageId(reference, fromAddress);
  return { "In-Reply-To": id, References: id };
}

/** The shipper's confirmation's Message-ID for a lead: the thread of their shipment's e-mails. */
export function confirmationMessageId(reference: string, fromAddress: string): string {
  return `<quote-confirmation.${reference}@${domainOf(fromAddress)}>`;
}

/**
 * The confirmation's own headers: its Message-ID, or for a marked possible
 * repeat (delivery.ts) one of its own that references the first.
 */
export function confirmationHeaders(
  reference: string,
  fromAddress: string,
  possibleRepeat: boolean,
): Record<string, string> {
  const id = confirmationMessageId(reference, fromAddress);
  return possibleRepeat
    ? { "Message-ID": id.replace("<quote-confirmation.", "<quote-confirmation.repeat."), References: id }
    : { "Message-ID": id };
}

/** The headers that put an e-mail to the shipper in the thread of their confirmation. */
export function inConfirmationThread(reference: string, fromAddress: string): Record<string, string> {
  const id = confirmationMessageId(reference, fromAddress);
  return { "In-Reply-To": id, References: id };
}

/** A later e-mail's subject in the thread: the team e-mail's, after "Re: ". */
export const replySubject = (teamSubject: string): string => `Re: ${teamSubject}`;
