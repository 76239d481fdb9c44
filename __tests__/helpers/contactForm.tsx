// The live quote form under test, as its three test files drive it
// (__tests__/contact/ContactForm*.test.tsx): the Edge Function call
// (supabase-js's functions.invoke) mocked, the contract's check counted, the
// form rendered with the fixture's words, and its controls found the way a
// screen reader user finds them. A test file imports this first, so the mocks
// are in place before the form's modules load; the form's tests are split in
// three files so that jest runs them side by side.
import { configure, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { navigate } from "gatsby";
import { FunctionsHttpError } from "@supabase/functions-js";
import { ContactForm } from "../../src/contact/ContactForm";
import { fillTemplate } from "../../src/content/fillTemplate";
import { localizedCountries } from "../../src/content/countries";
import { languagePaths } from "../../src/content/languages";
import { fixtureShared, fixtureSite } from "../fixtures/content";
import { FIXTURE_SUGGESTIONS, wordsOf } from "./content";
import { renderWithTheme } from "./render";
import { completeContactRequest } from "./contactRequest";
import type { QuoteSuggestions } from "../../src/content/rateCard";

// Each test drives a whole form through Formik and yup: give a busy CI machine room.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

export const mockInvoke = jest.fn();
// The contract, counted: a send validates once.
jest.mock("../../supabase/functions/_shared/contactRequest.ts", () => {
  const actual = jest.requireActual("../../supabase/functions/_shared/contactRequest.ts");
  return { ...actual, validateContactRequest: jest.fn(actual.validateContactRequest) };
});

jest.mock("@supabase/supabase-js", () => ({
  createClient: jest.fn(() => ({ functions: { invoke: mockInvoke } })),
}));

export const copy = wordsOf(fixtureSite, "en").contact.form;
export const countries = localizedCountries(fixtureShared.countries, "en");
export const contactEmail = fixtureShared.site.email;

export const failedText = fillTemplate(copy.failedText, { email: contactEmail });

/** A complete request naming one of the form's countries. */
export const complete = { ...completeContactRequest, shippingCountry: countries.primary[1].name };

/** What the form sends of the service when the visitor changes nothing: to the airport, not insured. */
export const SERVICE_DEFAULTS = { deliverTo: "airport", deliveryPostcode: "", insure: false };

/** "<label> *" is shown with an aria-hidden star: the accessible name has none. */
export const fieldName = (label: string) => label.replace(/\s*\*\s*$/, "");

export type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

export const httpError = (status: number) =>
  new FunctionsHttpError({
    status,
    clone: () => ({ json: async () => ({ error: { code: "server_error", message: "Something broke" } }) }),
  });

/** A line of the packing list (counted from 1), its controls found by its legend. */
export const cargoLine = (number: number) => {
  const line = within(screen.getByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: String(number) }) }));
  return {
    pieces: line.getByRole("textbox", { name: copy.labels.cargoPieces }),
    length: line.getByRole("textbox", { name: copy.labels.cargoLengthCm }),
    width: line.getByRole("textbox", { name: copy.labels.cargoWidthCm }),
    height: line.getByRole("textbox", { name: copy.labels.cargoHeightCm }),
    weight: line.getByRole("textbox", { name: copy.cargo.lineWeight }),
    perPiece: line.getByRole("checkbox", { name: copy.cargo.lineWeightForPiece }),
    stackable: line.getByRole("checkbox", { name: copy.cargo.lineStackable }),
  };
};

/** The Cargo details group's controls: the first line's, the packing list's totals, the pickup city. */
export const cargoFields = () => {
  const totals = within(screen.getByRole("group", { name: copy.cargo.totalsLegend }));
  return {
    ...cargoLine(1),
    totalPieces: totals.getByRole("textbox", { name: copy.labels.cargoPieces }),
    volume: totals.getByRole("textbox", { name: copy.labels.cargoVolumeM3 }),
    totalWeight: totals.getByRole("textbox", { name: copy.labels.cargoWeightKg }),
    city: screen.getByRole("combobox", { name: copy.labels.pickupCity }),
  };
};

/** Opens the Cargo details group as a visitor does, by its summary: closed, its fields are not shown at all. */
export const openCargo = (user: UserEvent) => user.click(screen.getByText(copy.cargo.summary));

/** The controls, found the way a screen reader user finds them. */
export const fields = () => ({
  name: screen.getByRole("textbox", { name: fieldName(copy.labels.name) }),
  email: screen.getByRole("textbox", { name: fieldName(copy.labels.email) }),
  phone: screen.getByRole("textbox", { name: fieldName(copy.labels.phone) }),
  shippingCountry: screen.getByRole<HTMLSelectElement>("combobox", { name: fieldName(copy.labels.shippingCountry) }),
  shippingDetails: screen.getByRole("textbox", { name: fieldName(copy.labels.shippingDetails) }),
  message: screen.getByRole("textbox", { name: fieldName(copy.labels.message) }),
});

export const submitButton = () => screen.getByRole("button", { name: new RegExp(`${copy.submitLabel}|${copy.sendingLabel}`) });

export async function fill(user: UserEvent, values: Partial<typeof complete>) {
  const controls = fields();
  for (const [field, value] of Object.entries(values) as [keyof typeof complete, string | undefined][]) {
    if (value === undefined) continue;
    if (field === "shippingCountry") await user.selectOptions(controls.shippingCountry, value);
    else {
      await user.clear(controls[field]);
      // Pasting keeps the suite fast; typing is exercised where it matters below.
      if (value) await user.paste(value);
    }
  }
}

/** The form on a page in `language` (the fixture's English words either way: the language is what is sent). */
export function setup(language = "en", suggestions: QuoteSuggestions = FIXTURE_SUGGESTIONS) {
  const user = userEvent.setup({ delay: null });
  const paths = languagePaths(language, fixtureShared.languages.default);
  const view = renderWithTheme(
    <ContactForm
      copy={copy}
      countries={countries}
      contactEmail={contactEmail}
      language={language}
      paths={paths}
      suggestions={suggestions}
    />,
  );
  return { user, ...view };
}

/** console.error and console.info, silenced and watched in each test: `consoleSpies.error` is the current test's. */
export const consoleSpies = {} as { error: jest.SpyInstance; info: jest.SpyInstance };

beforeEach(() => {
  window.sessionStorage.clear();
  mockInvoke.mockReset();
  (navigate as jest.Mock).mockReset();
  consoleSpies.error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  consoleSpies.info = jest.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleSpies.error.mockRestore();
  consoleSpies.info.mockRestore();
});
