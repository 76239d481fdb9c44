// Editors' sentences may hold {name} placeholders that the page fills in:
// the footer's "© {year} {company}", the form's "at most {max} characters".
// The same function fills the function's answer pages and e-mails.
export { fillTemplate } from "../../supabase/functions/_shared/words/template.ts";
