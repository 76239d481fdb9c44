import { type ContactFormInput, type ContactRequest, EMPTY_CONTACT_REQUEST } from "../../supabase/functions/_shared/contactFields.ts";

/** The text fields a visitor always sees, every one filled in and valid (no cargo details). */
export const completeContactRequest = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  shippingCountry: "Germany",
  shippingDetails: "200 kg of electronics",
  message: "Please quote airfreight from Shenzhen.",
} satisfies Partial<ContactFormInput>;

/** completeContactRequest as the contract returns it: no cargo details. */
export const validatedContactRequest: ContactRequest = { ...EMPTY_CONTACT_REQUEST, ...completeContactRequest };
