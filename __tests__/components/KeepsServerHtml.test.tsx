// KeepsServerHtml keeps the server's HTML on a page's first load, so nothing
// that depends on the browser may go inside it: such a component says so with
// useDependsOnBrowser, which throws outside a production build when it is
// inside. The thank-you page's reference, once wrapped, is the case in point.
import { render, screen } from "@testing-library/react";
import { PartBoundary } from "../../src/components/errors/ErrorBoundary";
import { KeepsServerHtml, useDependsOnBrowser } from "../../src/components/KeepsServerHtml";
import { ThankYouPage } from "../../src/views/ThankYouPage";
import { fixtureSite } from "../fixtures/content";
import { layoutProps, wordsOf } from "../helpers/content";
import { renderWithTheme } from "../helpers/render";

function FromTheBrowser() {
  useDependsOnBrowser("FromTheBrowser");
  return <p>kept for the tab</p>;
}

/** React reports the error it rethrows; the test expects the throw, not the noise. */
const quietly = (run: () => void) => {
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    run();
  } finally {
    error.mockRestore();
  }
};

it("renders its element and children where it keeps nothing (a test, like a client-side navigation)", () => {
  const { container } = render(
    <KeepsServerHtml as="section" id="kept">
      <h2>Copy</h2>
    </KeepsServerHtml>,
  );
  expect(container.innerHTML).toBe('<section id="kept"><h2>Copy</h2></section>');
});

it("lets a component that depends on the browser render outside it", () => {
  render(
    <KeepsServerHtml>
      <h2>Copy</h2>
    </KeepsServerHtml>,
  );
  render(<FromTheBrowser />);
  expect(screen.getByText("kept for the tab")).toBeTruthy();
});

it("throws when a component that depends on the browser is inside it, however deep", () => {
  quietly(() =>
    expect(() =>
      render(
        <KeepsServerHtml as="section">
          <div>
            <FromTheBrowser />
          </div>
        </KeepsServerHtml>,
      ),
    ).toThrow(/FromTheBrowser depends on the browser.*inside KeepsServerHtml/),
  );
});

it("throws through a part's boundary, which shows its fallback for any other failure (the thank-you page's price)", () => {
  quietly(() =>
    expect(() =>
      render(
        <KeepsServerHtml>
          <PartBoundary fallback={<p>fallback</p>}>
            <FromTheBrowser />
          </PartBoundary>
        </KeepsServerHtml>,
      ),
    ).toThrow(/FromTheBrowser depends on the browser/),
  );
  function Failing(): never {
    throw new Error("no price today");
  }
  quietly(() =>
    render(
      <PartBoundary fallback={<p>fallback</p>}>
        <Failing />
      </PartBoundary>,
    ),
  );
  expect(screen.getByText("fallback")).toBeTruthy();
});

it("throws for the thank-you page's reference, read from the tab's storage, wrapped in it", () => {
  const words = wordsOf(fixtureSite, "en");
  const props = {
    ...layoutProps(fixtureSite, "en", "/thank-you"),
    page: words.thankYou,
    quoteLink: words.booking.quoteLink,
    summaryWords: words.contact.form.cargo,
  };
  quietly(() =>
    expect(() =>
      renderWithTheme(
        <KeepsServerHtml>
          <ThankYouPage {...props} reference="K7QM-4TXH" />
        </KeepsServerHtml>,
      ),
    ).toThrow(/Reference depends on the browser/),
  );
});
