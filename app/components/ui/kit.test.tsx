// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, type NavigateFunction, useNavigate, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STATUS_TONES } from "#core/status-tones.ts";
import { Button } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { type Column, DataTable } from "./data-table.tsx";
import { ModalOverlay } from "./dialog.tsx";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";
import { Pager } from "./pager.tsx";
import { SearchBox } from "./search-box.tsx";
import { StatCard } from "./stat-card.tsx";
import { StatusBadge } from "./status-badge.tsx";

afterEach(cleanup);

function inRouter(element: React.ReactNode, url = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  render(<Stub initialEntries={[url]} />);
}

describe("Field", () => {
  it("labels the control and describes it by hint and error, marking it invalid", () => {
    render(
      <Field label="Email" hint="We never share it." error="Please enter a valid email">
        {(control) => <Input {...control} name="email" />}
      </Field>,
    );
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = ids.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(["We never share it.", "Please enter a valid email"]);
  });

  it("without an error the control is not invalid and is described by the hint only", () => {
    render(
      <Field label="Name" hint="Full name">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Full name",
    );
  });
});

describe("Button", () => {
  it("pending disables the button, sets aria-busy and shows a spinner while keeping the label", () => {
    render(<Button pending>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByTestId("button-spinner")).toBeTruthy();
  });

  it("is enabled and not busy otherwise", () => {
    render(<Button variant="danger">Delete</Button>);
    const button = screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(screen.queryByTestId("button-spinner")).toBeNull();
  });
});

/** A confirm dialog behind a 'Remove' button, whose answer the test does not look at. */
function renderRemoveDialog() {
  render(
    <ConfirmDialog trigger={<button type="button">Remove</button>} question="Delete?" onConfirm={() => {}} />,
  );
}

describe("ModalOverlay", () => {
  it("keeps the page from scrolling while any modal is open, and gives it back after the last", () => {
    const root = document.documentElement;
    const first = render(<ModalOverlay />);
    const second = render(<ModalOverlay />);
    expect(root.hasAttribute("data-modal-open")).toBe(true);
    first.unmount();
    expect(root.hasAttribute("data-modal-open")).toBe(true);
    second.unmount();
    expect(root.hasAttribute("data-modal-open")).toBe(false);
  });

  it("locks the page for the confirm dialog while it is open", async () => {
    renderRemoveDialog();
    expect(document.documentElement.hasAttribute("data-modal-open")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await screen.findByRole("alertdialog");
    expect(document.documentElement.hasAttribute("data-modal-open")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(document.documentElement.hasAttribute("data-modal-open")).toBe(false);
  });
});

describe("ConfirmDialog", () => {
  it("shows the question and calls onConfirm on the confirm button", async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Remove</button>}
        question="Delete this contact?"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Delete this contact?");
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Cancel calls onCancel and never onConfirm", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Remove</button>}
        question="Delete?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    await screen.findByRole("alertdialog");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("builds its dialog only once opened; the trigger tells it as Radix's did and gets focus back", async () => {
    renderRemoveDialog();
    const trigger = screen.getByRole("button", { name: "Remove" });
    expect(document.querySelector("[role=alertdialog]")).toBeNull();
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.getAttribute("data-state")).toBe("closed");
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(dialog.id);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

type Person = { id: string; name: string; city: string };
const columns: Column<Person>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, sortKey: "name", primary: true },
  { id: "city", header: "City", cell: (p) => p.city, sortKey: "city" },
];

describe("DataTable", () => {
  it("shows the empty message when there are no rows", () => {
    inRouter(
      <DataTable label="People" columns={columns} rows={[]} rowKey={(p) => p.id} empty="No people yet." />,
    );
    expect(screen.getByText("No people yet.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "People" }).getAttribute("tabindex")).toBe("0");
  });

  it("shows skeleton rows while loading", () => {
    inRouter(
      <DataTable label="People" columns={columns} rows={[]} rowKey={(p) => p.id} loading loadingRows={4} />,
    );
    expect(screen.getAllByTestId("loading-row")).toHaveLength(4);
    expect(screen.queryByText("Nothing to show.")).toBeNull();
  });

  it("sort headers are links: the sorted column flips, another starts ascending", () => {
    inRouter(
      <DataTable
        label="People"
        columns={columns}
        rows={[{ id: "1", name: "Ada", city: "Paris" }]}
        rowKey={(p) => p.id}
        sort={{ key: "name", direction: "asc", hrefFor: (key, dir) => `/people?sort=${key}&dir=${dir}` }}
      />,
    );
    expect(screen.getByRole("link", { name: "Name" }).getAttribute("href")).toBe(
      "/people?sort=name&dir=desc",
    );
    expect(screen.getByRole("link", { name: "City" }).getAttribute("href")).toBe("/people?sort=city&dir=asc");
    expect(screen.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("rowheader", { name: "Ada" })).toBeTruthy();
  });
});

describe("StatCard", () => {
  it("a positive delta reads as up, a negative one as down", () => {
    render(
      <>
        <StatCard label="Revenue" value="$1,200" delta={12.5} />
        <StatCard label="Churn" value="3" delta={-4} />
      </>,
    );
    expect(screen.getByText("Up 12.5% vs previous period")).toBeTruthy();
    expect(screen.getByText("Down 4% vs previous period")).toBeTruthy();
  });

  it("a rise of a figure where lower is better (expenses) is shown as bad", () => {
    render(<StatCard label="Total Expenses" value="$900" delta={20} lowerIsBetter />);
    const line = screen.getByText("Up 20% vs previous period").parentElement;
    expect(line?.className).toContain("text-red-700");
    expect(line?.className).not.toContain("text-green-700");
  });
});

describe("StatusBadge", () => {
  it("reads label and tone from core/status-tones", () => {
    render(<StatusBadge entity="contact" status="closed" />);
    const badge = screen.getByText(STATUS_TONES.contact.closed.label);
    expect(badge.textContent).toBe("Closed Won");
    expect(badge.className).toContain("bg-green-100");
  });

  it("an unknown status still shows, in the neutral tone", () => {
    render(<StatusBadge entity="invoice" status="written_off" />);
    expect(screen.getByText("Written Off").className).toContain("bg-neutral-100");
  });
});

describe("Pager", () => {
  it("links keep the other search parameters and page 1 drops the page parameter", () => {
    inRouter(<Pager page={2} pageCount={3} />, "/admin/contacts?q=ada&status=new&page=2");
    const previous = screen.getByRole("link", { name: "Previous" }).getAttribute("href");
    const next = screen.getByRole("link", { name: "Next" }).getAttribute("href");
    expect(previous).toBe("/admin/contacts?q=ada&status=new");
    expect(next).toBe("/admin/contacts?q=ada&status=new&page=3");
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });

  it("the last page has a disabled Next", () => {
    inRouter(<Pager page={3} pageCount={3} />, "/list?page=3");
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("SearchBox", () => {
  let navigate: NavigateFunction = () => {};
  function Live() {
    navigate = useNavigate();
    const q = useSearchParams()[0].get("q") ?? "";
    return <SearchBox id="s" label="Search" q={q} debounceMs={250} />;
  }

  it("keeps what is typed when a live search lands under the typist, follows the URL otherwise", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Live }]);
    render(<Stub initialEntries={["/"]} />);
    const field = screen.getByLabelText<HTMLInputElement>("Search");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    field.focus();
    fireEvent.change(field, { target: { value: "studio de" } });
    expect(screen.getByRole("button", { name: "Clear search" })).toBeTruthy();
    await act(() => navigate("/?q=studio", { replace: true }));
    expect(field.value).toBe("studio de");
    field.blur();
    await act(() => navigate("/?q=ada"));
    expect(field.value).toBe("ada");
    await act(() => navigate("/"));
    expect(field.value).toBe("");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });
});
