// Where the contact form sends requests. GATSBY_-prefixed variables are baked
// into the build; without them the site talks to the local backend that
// `npm start` runs (supabase/local/backend.ts), so a fresh clone works offline.
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";
export const LOCAL_SUPABASE_ANON_KEY = "local-anon-key";

export const supabaseUrl: string = process.env.GATSBY_SUPABASE_URL || LOCAL_SUPABASE_URL;
export const supabaseAnonKey: string = process.env.GATSBY_SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY;

/** The Edge Function that receives quote requests. */
export const CONTACT_FUNCTION_NAME = "send-contact-email";

/** Where the form posts: supabase-js calls it with JSON, the plain HTML form (no JavaScript) posts to it. */
export const contactFunctionUrl = `${supabaseUrl.replace(/\/+$/, "")}/functions/v1/${CONTACT_FUNCTION_NAME}`;
