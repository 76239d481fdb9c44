// The notice system: announced, dismissible, self-dismissing, never taking focus.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEFAULT_NOTICE_DURATION, NoticeViewport, useNotices, type NoticeInput } from "../../src/contact/Notice";
import { renderWithTheme } from "../helpers/render";

function Harness({ notices }: { notices: NoticeInput[] }) {
  const { notices: shown, showNotice, dismissNotice } = useNotices();
  return (
    <>
      {notices.map((notice, index) => (
        <button key={index} type="button" onClick={() => showNotice(notice)}>
          show {index}
        </button>
      ))}
      <NoticeViewport notices={shown} dismissLabel="Dismiss notice" onDismiss={dismissNotice} />
    </>
  );
}

const failure: NoticeInput = { title: "Failure title", description: "Please try again.", variant: "destructive" };
const info: NoticeInput = { title: "Saved", description: "All good." };

describe("notices", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = (notices: NoticeInput[]) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<Harness notices={notices} />);
    return user;
  };

  it("announce destructive ones as alerts and others as status, without taking focus", async () => {
    const user = setup([failure, info]);
    const trigger = screen.getByRole("button", { name: "show 0" });
    await user.click(trigger);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failure title");
    expect(alert).toHaveTextContent("Please try again.");
    expect(trigger).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "show 1" }));
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });

  it("close with their button", async () => {
    const user = setup([failure]);
    await user.click(screen.getByRole("button", { name: "show 0" }));
    await user.click(screen.getByRole("button", { name: "Dismiss notice" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("close with Escape", async () => {
    const user = setup([failure]);
    await user.click(screen.getByRole("button", { name: "show 0" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("dismiss themselves after a while, but not while the pointer is on them", async () => {
    const user = setup([failure]);
    await user.click(screen.getByRole("button", { name: "show 0" }));
    act(() => jest.advanceTimersByTime(DEFAULT_NOTICE_DURATION / 2));
    await user.hover(screen.getByRole("alert"));
    act(() => jest.advanceTimersByTime(DEFAULT_NOTICE_DURATION * 2));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    await user.unhover(screen.getByRole("alert"));
    act(() => jest.advanceTimersByTime(DEFAULT_NOTICE_DURATION / 2 + 10));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("replace the shown notice of the same group instead of piling up", async () => {
    const user = setup([
      { ...failure, group: "form" },
      { ...failure, title: "Missing title", group: "form" },
    ]);
    await user.click(screen.getByRole("button", { name: "show 0" }));
    await user.click(screen.getByRole("button", { name: "show 1" }));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Missing title");
  });
});
