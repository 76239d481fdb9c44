// The booking contract (_shared/booking/bookingRequest.ts): what the site's
// booking form and the function both check.
import { deepStrictEqual, strictEqual } from "node:assert/strict";
import {
  addDays,
  BOOKING_SERVICES,
  bookingErrorMessages,
  cargoReadyRange,
  hongKongDate,
  isCalendarDate,
  validateBookingRequest,
} from "../../_shared/booking/bookingRequest.ts";
import { SERVICES } from "../../_shared/price/pricing.ts";

const today = "2026-11-28";
const party = {
  company: "Shenzhen Widgets Ltd",
  contact: "Li Wei",
  phone: "+86 755 1234 5678",
  address: "1 Road\nShenzhen",
};
const valid = { service: "express", cargoReadyDate: "2026-12-01", supplier: party };

Deno.test("the booking's services are the price's", () => deepStrictEqual([...BOOKING_SERVICES], [...SERVICES]));

Deno.test("a whole booking is trimmed and kept; no consignee is null", () => {
  const result = validateBookingRequest({ ...valid, supplier: { ...party, company: "  Shenzhen Widgets Ltd " } }, {
    today,
    consigneeRequired: false,
  });
  deepStrictEqual(result, {
    ok: true,
    value: { service: "express", cargoReadyDate: "2026-12-01", supplier: party, consignee: null, notes: "" },
  });
});

Deno.test("the cargo-ready date: today to 90 days ahead in Hong Kong, a real day", () => {
  const rules = { today, consigneeRequired: false };
  const code = (cargoReadyDate: unknown) => {
    const result = validateBookingRequest({ ...valid, cargoReadyDate }, rules);
    return result.ok ? "ok" : result.errors.cargoReadyDate;
  };
  strictEqual(code("2026-11-28"), "ok");
  strictEqual(code("2027-02-26"), "ok");
  strictEqual(code("2026-11-27"), "dateRange");
  strictEqual(code("2027-02-27"), "dateRange");
  strictEqual(code("2026-02-30"), "date");
  strictEqual(code("28/11/2026"), "date");
  strictEqual(code(""), "required");
  strictEqual(code(20261201), "type");
  deepStrictEqual(cargoReadyRange(today), { first: today, last: "2027-02-26" });
  strictEqual(addDays("2026-12-31", 1), "2027-01-01");
  strictEqual(isCalendarDate("2028-02-29"), true);
  // 16:30 UTC is already the next day in Hong Kong.
  strictEqual(hongKongDate(new Date("2026-11-28T16:30:00Z")), "2026-11-29");
});

Deno.test("each party field is named with its party; a consignee given in part is wholly required", () => {
  const result = validateBookingRequest({
    service: "air",
    cargoReadyDate: "2026-12-01",
    supplier: { ...party, company: "A\nB", phone: 5 },
    consignee: { company: "Berlin GmbH" },
    notes: "x".repeat(2001),
  }, { today, consigneeRequired: false });
  deepStrictEqual(result, {
    ok: false,
    errors: {
      service: "choice",
      "supplier.company": "lineBreak",
      "supplier.phone": "type",
      "consignee.contact": "required",
      "consignee.phone": "required",
      "consignee.address": "required",
      notes: "tooLong",
    },
  });
});

Deno.test("a single-line field refuses every line separator and control character; the address keeps its lines", () => {
  const rules = { today, consigneeRequired: false };
  const code = (company: string, address = party.address) => {
    const result = validateBookingRequest({ ...valid, supplier: { ...party, company, address } }, rules);
    return result.ok ? "ok" : result.errors["supplier.company"] ?? `address ${result.errors["supplier.address"]}`;
  };
  // CR, LF, vertical tab, form feed, NEL, the line and paragraph separators: each a line break.
  for (const separator of ["\r", "\n", "\v", "\f", "\u0085", "\u2028", "\u2029"]) {
    strictEqual(code(`Shenzhen${separator}Widgets`), "lineBreak", JSON.stringify(separator));
  }
  // Every other C0 control, DEL and the C1 controls, a tab among them.
  for (const control of ["\u0001", "\u001B", "\t", "\u007F", "\u0080", "\u009B", "\u009F"]) {
    strictEqual(code(`Shenzhen${control}Widgets`), "invalidCharacter", JSON.stringify(control));
  }
  strictEqual(code("Shenzhen\u0000Widgets\u2028"), "invalidCharacter", "a NUL wins over the others");
  strictEqual(code("Shenzhen Widgets", "1 Road\r\nShenzhen"), "ok", "the address is several lines");
});

Deno.test("door delivery requires the consignee; a service the lead was not priced for is refused", () => {
  const result = validateBookingRequest(valid, { today, consigneeRequired: true, services: ["economy"] });
  deepStrictEqual(result.ok ? {} : Object.keys(result.errors), [
    "service",
    "consignee.company",
    "consignee.contact",
    "consignee.phone",
    "consignee.address",
  ]);
});

Deno.test("the messages are the words, with the bounds written in the language", () => {
  const words = {
    required: "R",
    tooLong: "max {max}",
    lineBreak: "L",
    invalidCharacter: "N",
    date: "D",
    dateRange: "{first} – {last}",
    choice: "C",
  };
  deepStrictEqual(
    bookingErrorMessages(
      { cargoReadyDate: "dateRange", notes: "tooLong", "supplier.phone": "type" },
      words,
      "de",
      today,
    ),
    { cargoReadyDate: "28. November 2026 – 26. Februar 2027", notes: "max 2.000", "supplier.phone": "R" },
  );
});
