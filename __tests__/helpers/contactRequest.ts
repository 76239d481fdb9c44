import type { ContactRequest } from "../../supabase/functions/_shared/contactFields.ts";

/** A quote request with every field filled in and valid. */
export const completeContactRequest: ContactRequest = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  shippingCountry: "Germany",
  shippingDetails: "200 kg of electronics",
  message: "Please quote airfreight from Shenzhen.",
};
