// Where contact requests and their e-mails are kept: the one ContactStore
// (storeTypes.ts) put together from the stores that hold its SQL, the
// requests' (leadStore.ts), the e-mails' (notificationStore.ts), the weekly
// summary's (summaryStore.ts), the shipper's choice (choiceStore.ts) and a
// lead's progress (progressStore.ts).
import type { Database } from "./database.ts";
import { createChoiceStore } from "./choiceStore.ts";
import { createLeadStore } from "./leadStore.ts";
import { createNotificationStore } from "./notificationStore.ts";
import { createProgressStore } from "./progressStore.ts";
import { createSummaryStore } from "./summaryStore.ts";
import type { ContactStore } from "./storeTypes.ts";

export function createContactStore(db: Database): ContactStore {
  return {
    ...createLeadStore(db),
    ...createNotificationStore(db),
    ...createSummaryStore(db),
    ...createChoiceStore(db),
    ...createProgressStore(db),
  };
}
