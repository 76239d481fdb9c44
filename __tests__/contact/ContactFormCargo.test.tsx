// The live quote form's cargo: the Cargo details group, the packing list's lines and the service
// asked for (the Edge Function call mocked, __tests__/helpers/contactForm.tsx).
import {
  SERVICE_DEFAULTS,
  cargoFields,
  cargoLine,
  complete,
  copy,
  fill,
  mockInvoke,
  openCargo,
  setup,
  submitButton,
} from "../helpers/contactForm";
import { screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import type { UserEvent } from "@testing-library/user-event";
import { fillTemplate } from "../../src/content/fillTemplate";
import { FIXTURE_SUGGESTIONS } from "../helpers/content";
import { CONTACT_FIELD_SPECS } from "../../supabase/functions/_shared/contactRequest.ts";
import { RECEIPT_STORAGE_KEY } from "../../src/contact/sending/receiptKey";

describe("the Cargo details group", () => {
  const group = (container: HTMLElement) => container.querySelector("details") as HTMLDetailsElement;
  const estimateRegion = (container: HTMLElement) => group(container).querySelector('[role="status"]') as HTMLElement;

  it("is a closed <details>, titled from content, whose numbers bring up the phone's number keypad", async () => {
    const { user, container } = setup();
    expect(group(container).open).toBe(false);
    expect(group(container).querySelector("summary")).toHaveTextContent(copy.cargo.summary);
    // Closed, its fields are not shown, nor anything of them laid out (src/contact/cargo/cargoStyles.ts).
    expect(screen.queryByRole("textbox", { name: copy.labels.cargoPieces })).not.toBeInTheDocument();
    await openCargo(user);
    expect(group(container).open).toBe(true);
    const controls = cargoFields();
    expect(controls.pieces).toHaveAttribute("inputmode", "numeric");
    expect(controls.weight).toHaveAttribute("inputmode", "decimal");
    expect(controls.totalPieces).toHaveAccessibleDescription(copy.cargo.piecesHint);
    expect(screen.getByRole("group", { name: copy.labels.cargoLines })).toContainElement(controls.length);
    // A line's weight is the line's and its pieces stackable, unless the shipper says otherwise.
    expect(controls.perPiece).not.toBeChecked();
    expect(controls.stackable).toBeChecked();
    const contents = screen.getByRole("group", { name: copy.labels.cargoContents });
    expect(
      within(contents)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("value")),
    ).toEqual(["batteries", "liquids", "powders", "magnets"]);
    expect(within(contents).getByRole("checkbox", { name: copy.cargo.contents.batteries })).not.toBeChecked();
  });

  it("shows the chargeable weight as the visitor types, once pieces, size and weight are there", async () => {
    const { user, container } = setup();
    await openCargo(user);
    const controls = cargoFields();
    await user.type(controls.pieces, "3");
    await user.type(controls.length, "120");
    await user.type(controls.width, "80");
    expect(estimateRegion(container)).toBeEmptyDOMElement();
    await user.type(controls.height, "100");
    await user.type(controls.weight, "450.5");
    // 3 x 120 x 80 x 100 / 6,000 = 480 kg volumetric, more than the 450.5 kg gross.
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "480" })));
    expect(estimateRegion(container)).toHaveTextContent(
      fillTemplate(copy.cargo.estimateDetails, { volumetric: "480", gross: "450.5", divisor: "6,000" }),
    );
    expect(estimateRegion(container)).toHaveTextContent(copy.cargo.estimateNote);
    await user.clear(controls.height);
    await waitFor(() => expect(estimateRegion(container)).toBeEmptyDOMElement());
  });

  it("on a German page reads 12,5 and writes the estimate the German way", async () => {
    const { user, container } = setup("de");
    await openCargo(user);
    const controls = cargoFields();
    for (const [control, value] of [
      [controls.pieces, "1"],
      [controls.length, "10"],
      [controls.width, "10"],
      [controls.height, "10"],
      [controls.weight, "12,2"],
    ] as const)
      await user.type(control, value);
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "12,5" })));
  });

  it("a cargo detail to fix opens the group, focuses the field and says why; nothing is sent", async () => {
    const { user, container } = setup();
    await fill(user, complete);
    await openCargo(user);
    await user.type(cargoFields().pieces, "2.5");
    group(container).open = false;
    await user.click(submitButton());
    await waitFor(() => expect(cargoFields().pieces).toHaveAttribute("aria-invalid", "true"));
    expect(group(container).open).toBe(true);
    expect(cargoFields().pieces).toHaveFocus();
    expect(cargoFields().pieces).toHaveAccessibleDescription(copy.errors.wholeNumber);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(mockInvoke).not.toHaveBeenCalled();
  });

  it("sends the numbers read from the page's language and the ticked contents", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1", reference: "K7QM-4TXH" }, error: null });
    const { user } = setup("es");
    await fill(user, complete);
    await openCargo(user);
    const controls = cargoFields();
    await user.type(controls.totalPieces, "1.200");
    await user.type(controls.totalWeight, "12,5");
    await user.type(controls.city, " Ningbo ");
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.magnets }));
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.liquids }));
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    // The sides were left empty: not sent at all.
    expect(mockInvoke.mock.calls[0][1].body).toStrictEqual({
      ...complete,
      ...SERVICE_DEFAULTS,
      cargoPieces: 1200,
      cargoWeightKg: 12.5,
      cargoContents: ["liquids", "magnets"],
      pickupCity: "Ningbo",
      language: "es",
    });
  });
});

describe("the questions under a ticked box", () => {
  /** A question's radio group, by its legend (the field's label). */
  const question = (field: "batteryType" | "batteryPacking" | "batteryLarge" | "magnetsLoose") =>
    screen.getByRole("group", { name: copy.labels[field] });
  const answer = (field: Parameters<typeof question>[0], words: string) => within(question(field)).getByRole("radio", { name: words });

  it("asks the batteries' kind, packing and size in groups with legends, the hint tied to them, and sends the answers", async () => {
    mockInvoke.mockResolvedValue({ data: { id: "req_1", reference: "K7QM-4TXH" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.batteries }));
    expect(question("batteryType")).toHaveAccessibleDescription(copy.cargo.batteriesHint);
    expect(question("batteryLarge")).toHaveAccessibleDescription(copy.cargo.batteriesHint);
    await user.click(answer("batteryType", copy.cargo.answers.lithiumIon));
    await user.click(answer("batteryPacking", copy.cargo.answers.inEquipment));
    await user.click(answer("batteryLarge", copy.cargo.answers.no));
    // Magnets ticked, answered, then unticked: their answer goes with the box (an answer without it is refused).
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.magnets }));
    await user.click(answer("magnetsLoose", copy.cargo.answers.magnetsInside));
    await user.click(screen.getByRole("checkbox", { name: copy.cargo.contents.magnets }));
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body).toStrictEqual({
      ...complete,
      ...SERVICE_DEFAULTS,
      cargoContents: ["batteries"],
      pickupCity: "",
      batteryType: "lithiumIon",
      batteryPacking: "inEquipment",
      batteryLarge: false,
      language: "en",
    });
    // Many clicks: more time than the file's default.
  }, 60_000);
});

describe("the packing list's lines", () => {
  /** The "another size" group under the first line. */
  const anotherSize = () => screen.getByText(copy.cargo.anotherSize).closest("details") as HTMLDetailsElement;
  const estimateRegion = (container: HTMLElement) => container.querySelector('[role="status"]') as HTMLElement;

  // A shipment as a shipper types it: two pallets of 100 kg each that cannot be stacked, and twelve cartons
  // of 15 kg each. By hand: the pallets taken at the card's 160 cm, as the price takes them, 2 x 120 x 80 x 160
  // / 6,000 = 512 kg, and 12 x 60 x 40 x 40 / 6,000 = 192 kg: 704 kg by volume against 2 x 100 + 12 x 15 =
  // 380 kg gross, 704 kg (672 kg were the pallets taken as they are, 480 kg).
  async function typeTwoLines(user: UserEvent) {
    await user.click(screen.getByText(copy.cargo.anotherSize));
    const [pallets, cartons] = [cargoLine(1), cargoLine(2)];
    for (const [control, value] of [
      [pallets.pieces, "2"],
      [pallets.length, "120"],
      [pallets.width, "80"],
      [pallets.height, "150"],
      [pallets.weight, "100"],
      [cartons.pieces, "12"],
      [cartons.length, "60"],
      [cartons.width, "40"],
      [cartons.height, "40"],
      [cartons.weight, "15"],
    ] as const)
      await user.type(control, value);
    await user.click(pallets.perPiece);
    await user.click(pallets.stackable);
    await user.click(cartons.perPiece);
  }

  it("shows one line and two more under another size, closed; the estimate follows every line", async () => {
    const { user, container } = setup();
    await openCargo(user);
    expect(anotherSize().open).toBe(false);
    await typeTwoLines(user);
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "704" })));
    expect(estimateRegion(container)).toHaveTextContent(
      fillTemplate(copy.cargo.estimateDetails, { volumetric: "704", gross: "380", divisor: "6,000" }),
    );
    // A third line half typed: no estimate until it is whole.
    await user.type(cargoLine(3).pieces, "1");
    await waitFor(() => expect(estimateRegion(container)).toBeEmptyDOMElement());
  });

  it("takes the pallets as they are when the card has no height for pieces that cannot be stacked", async () => {
    const { user, container } = setup("en", { ...FIXTURE_SUGGESTIONS, nonStackableHeightCm: null });
    await openCargo(user);
    await typeTwoLines(user);
    await waitFor(() => expect(estimateRegion(container)).toHaveTextContent(fillTemplate(copy.cargo.estimate, { chargeable: "672" })));
  });

  it("sends the lines typed, the weight per piece counted for the line, the empty line left out", async () => {
    mockInvoke.mockResolvedValue({ data: { reference: "K7QM-4TXH" }, error: null });
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await typeTwoLines(user);
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body.cargoLines).toStrictEqual([
      { pieces: 2, lengthCm: 120, widthCm: 80, heightCm: 150, weightKg: 200, stackable: false },
      { pieces: 12, lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 180, stackable: true },
    ]);
    // The thank-you page's summary: 2 lines, 14 pieces, 2 x 1.44 m³ + 12 x 0.096 m³ = 4.032 m³, 380 kg gross.
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(JSON.parse(window.sessionStorage.getItem(RECEIPT_STORAGE_KEY)!).shipment).toEqual({
      lines: 2,
      pieces: 14,
      volumeM3: 4.032,
      weightKg: 380,
    });
  });

  it("adds and removes lines with buttons named by the line, and starts a line from a common size", async () => {
    const { user } = setup();
    await openCargo(user);
    await user.click(screen.getByText(copy.cargo.anotherSize));
    const add = await screen.findByRole("button", { name: copy.cargo.addLine });
    await user.click(add);
    await waitFor(() => expect(cargoLine(4).pieces).toHaveFocus());
    // A screen reader hears what happened, the focus alone saying little.
    const told = () => document.querySelector("[data-lines-news]")?.textContent;
    expect(document.querySelector("[data-lines-news]")).toHaveAttribute("aria-live", "polite");
    expect(told()).toBe(fillTemplate(copy.cargo.lineAdded, { number: "4" }));
    await user.type(cargoLine(4).pieces, "7");
    await user.click(screen.getByRole("button", { name: fillTemplate(copy.cargo.removeLine, { number: "2" }) }));
    // The line that took the removed one's place has the focus; the fourth line is the third now; the first
    // has no remove button.
    await waitFor(() => expect(cargoLine(2).pieces).toHaveFocus());
    expect(told()).toBe(fillTemplate(copy.cargo.lineRemoved, { number: "2" }));
    expect(cargoLine(3).pieces).toHaveValue("7");
    expect(screen.queryByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: "4" }) })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: fillTemplate(copy.cargo.removeLine, { number: "1" }) })).not.toBeInTheDocument();
    const [pallet] = copy.cargo.presets;
    const line = within(screen.getByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: "3" }) }));
    const presets = line.getByRole("combobox", { name: copy.cargo.presetLabel });
    await user.selectOptions(presets, `${pallet.name} ${pallet.size}`);
    // The list keeps the focus and what was picked: arrow keys step on through the sizes.
    expect(presets).toHaveFocus();
    expect(presets).toHaveDisplayValue(`${pallet.name} ${pallet.size}`);
    const [length, width] = pallet.size.split(" x ");
    expect(cargoLine(3).length).toHaveValue(length);
    expect(cargoLine(3).width).toHaveValue(width);
    expect(cargoLine(3).pieces).toHaveValue("7");
  });

  it("takes no more than the contract's lines", async () => {
    const { user } = setup();
    await openCargo(user);
    await user.click(screen.getByText(copy.cargo.anotherSize));
    const add = await screen.findByRole("button", { name: copy.cargo.addLine });
    while (screen.queryByRole("button", { name: copy.cargo.addLine })) await user.click(add);
    expect(
      screen.getByRole("group", { name: fillTemplate(copy.cargo.lineLegend, { number: String(CONTACT_FIELD_SPECS.cargoLines.maxLines) }) }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("group", {
        name: fillTemplate(copy.cargo.lineLegend, { number: String(CONTACT_FIELD_SPECS.cargoLines.maxLines + 1) }),
      }),
    ).not.toBeInTheDocument();
  });

  it("a line's number to fix, under another size, opens it, focuses the field and says why there", async () => {
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await typeTwoLines(user);
    await user.clear(cargoLine(2).width);
    await user.type(cargoLine(2).width, "4000");
    anotherSize().open = false;
    await user.click(submitButton());
    await waitFor(() => expect(cargoLine(2).width).toHaveAttribute("aria-invalid", "true"));
    expect(anotherSize().open).toBe(true);
    expect(cargoLine(2).width).toHaveFocus();
    const { min, max } = CONTACT_FIELD_SPECS.cargoWidthCm;
    expect(cargoLine(2).width).toHaveAccessibleDescription(
      fillTemplate(copy.errors.range, { min: String(min), max: max.toLocaleString("en") }),
    );
    expect(cargoLine(1).width).not.toHaveAttribute("aria-invalid");
    expect(mockInvoke).not.toHaveBeenCalled();
  });
});

describe("the service asked for", () => {
  it("suggests the rate card's pickup cities, and sends the door, the postcode, insurance and the goods' value", async () => {
    mockInvoke.mockResolvedValue({ data: { reference: "K7QM-4TXH" }, error: null });
    const { user, container } = setup("de");
    await fill(user, complete);
    await openCargo(user);
    const city = cargoFields().city;
    const suggestions = container.querySelector(`datalist#${city.getAttribute("list")}`);
    expect([...suggestions!.querySelectorAll("option")].map((option) => option.value)).toEqual(FIXTURE_SUGGESTIONS.cities);
    await user.type(city, "深圳");
    const airport = screen.getByRole("radio", { name: copy.cargo.deliverTo.airport });
    const door = screen.getByRole("radio", { name: copy.cargo.deliverTo.door });
    expect([airport, door].map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(door);
    await user.type(screen.getByRole("textbox", { name: copy.labels.deliveryPostcode }), "10115");
    await user.click(screen.getByRole("checkbox", { name: copy.labels.insure }));
    // The goods' value in the card's currency, said in its label; read as a German writes it.
    await user.type(screen.getByRole("textbox", { name: `${copy.labels.goodsValue} (USD)` }), "12.500,50");
    await user.click(submitButton());
    await waitFor(() => expect(mockInvoke).toHaveBeenCalledTimes(1));
    expect(mockInvoke.mock.calls[0][1].body).toMatchObject({
      pickupCity: "深圳",
      deliverTo: "door",
      deliveryPostcode: "10115",
      insure: true,
      goodsValue: 12500.5,
      language: "de",
    });
  });

  it("insurance without the goods' value: the value's field says so and takes the focus; nothing is sent", async () => {
    const { user } = setup();
    await fill(user, complete);
    await openCargo(user);
    await user.click(screen.getByRole("checkbox", { name: copy.labels.insure }));
    await user.click(submitButton());
    const value = screen.getByRole("textbox", { name: `${copy.labels.goodsValue} (USD)` });
    await waitFor(() => expect(value).toHaveFocus());
    expect(value).toHaveAccessibleDescription(expect.stringContaining(copy.errors.valueToInsure));
    expect(mockInvoke).not.toHaveBeenCalled();
  });
});
