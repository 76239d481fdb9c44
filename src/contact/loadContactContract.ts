// The contact contract's rules use yup (about 13 KB gzip). Only a visitor who
// starts filling in the form needs them, so they are fetched on first focus,
// like supabase-js, instead of weighing on every page's first load.
type ContactContract = typeof import("../../supabase/functions/_shared/contactRequest.ts");

let contractPromise: Promise<ContactContract> | undefined;

export function loadContactContract(): Promise<ContactContract> {
  contractPromise ??= import("../../supabase/functions/_shared/contactRequest.ts").catch((error: unknown) => {
    contractPromise = undefined; // a failed download (e.g. offline) is retried next time
    throw error;
  });
  return contractPromise;
}
