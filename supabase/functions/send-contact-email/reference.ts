// The reference both sides quote: the visitor in a reply, a WhatsApp message
// or a call, the team when it looks the request up. Eight characters in two
// groups of four (K7QM-4TXH), from an alphabet without 0, O, 1 and I, so it
// can be read aloud and typed on a phone without doubt; random, never
// sequential or made from what the visitor sent. The table's unique
// constraint makes it unique; the store draws again on the rare clash.

/** 32 characters: 2-9 and A-Z without I and O. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** What a reference looks like; the table's check constraint says the same. */
export const REFERENCE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A new random reference (40 bits: 32 characters, 8 of them; 32 divides 256, so each is equally likely). */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const characters = Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
  return `${characters.slice(0, 4).join("")}-${characters.slice(4).join("")}`;
}
