// Where the thank-you page's receipt lives, for the page, the live form and
// the build's starter (plugins/publish/deferScripts.ts), which starts the
// page's script at once when the tab kept a receipt, so a reload shows it.

/** The sessionStorage key of the receipt kept for the tab (src/contact/sending/receipt.ts). */
export const RECEIPT_STORAGE_KEY = "hkaf-receipt";

/** The id of the thank-you page's element that shows the reference (src/views/ThankYouPage.tsx). */
export const RECEIPT_ID = "receipt";
