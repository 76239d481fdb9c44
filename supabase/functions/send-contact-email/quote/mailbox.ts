// The mailbox an e-mail address reaches, for the limit per visitor's address:
// counted by the database for stored requests (leadStore.ts) and in memory
// while it cannot count them (memoryLimits.ts).
/**
 * The mailbox an address reaches, for the per-address limit: letter case and
 * a +tag aside (victim+q1@ and VICTIM+r2@ are victim@'s mailbox). The
 * database's public.contact_mailbox() says the same for the stored requests.
 */
export function mailboxOf(email: string): string {
  return email.toLowerCase().replace(/\+[^@]*@/, "@");
}
