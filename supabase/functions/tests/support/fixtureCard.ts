// The tests' rate card (__tests__/fixtures/rates.yaml, whose figures appear
// nowhere else) and a lead it prices.
import { rateCardFromContent, REPOSITORY_ROOT } from "../../../local/content/rateCardFromContent.ts";
import type { LoadedRateCard } from "../../send-contact-email/quote/rateCardFile.ts";
import { countryNamed } from "./harness.ts";

export const FIXTURE_CARD: LoadedRateCard = rateCardFromContent({
  env: { RATE_CARD_FILE: `${REPOSITORY_ROOT}__tests__/fixtures/rates.yaml` },
});

/**
 * Four cartons of 120 x 80 x 100 cm, 450.5 kg, to the United States (the card's
 * Fixture Americas): 4 x 120 x 80 x 100 / 6,000 = 640 kg chargeable.
 */
export const PRICED = {
  shippingCountry: countryNamed(FIXTURE_CARD, "US"),
  cargoPieces: "4",
  cargoLengthCm: "120",
  cargoWidthCm: "80",
  cargoHeightCm: "100",
  cargoWeightKg: "450.5",
};
