// What makes the e-mails, loaded by emails.ts when an instance makes its first
// e-mail rather than when it starts: React, React DOM's server renderer and
// React Email take a few hundred milliseconds to load, which a cold start
// would otherwise spend before its first answer (docs/function.md,
// "How the e-mails are made"). Nothing else imports it but for types.
export { bookingEmail } from "../../_shared/emails/bookingEmail.tsx";
export { milestoneEmail } from "../../_shared/booking/milestoneEmail.tsx";
export { confirmationEmail } from "../../_shared/emails/confirmationEmail.tsx";
export { answerReminderEmail, bookingRequestEmail, choiceEmail } from "../../_shared/emails/leadThreadEmails.tsx";
export { databaseNoticeEmail, volumeNoticeEmail } from "../../_shared/emails/notices.tsx";
export { renderEmail } from "../../_shared/emails/render.ts";
export { signInCodeEmail } from "../../_shared/emails/signInCodeEmail.tsx";
export { teamLeadEmail } from "../../_shared/emails/team/teamEmail.tsx";
export { weeklySummaryEmail } from "../../_shared/emails/weeklySummaryEmail.tsx";
