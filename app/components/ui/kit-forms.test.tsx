// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "./dialog.tsx";
import { DialogFooter } from "./dialog-footer.tsx";
import { InputField, SelectField } from "./form-fields.tsx";
import { PagerLinks } from "./pager.tsx";
import { SegmentedLinks } from "./segmented-links.tsx";

afterEach(cleanup);

function inRouter(element: React.ReactNode, url = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: () => element }]);
  render(<Stub initialEntries={[url]} />);
}

describe("InputField and SelectField", () => {
  it("label the control and keep a description the control names beside the Field's error", () => {
    render(
      <>
        <InputField
          id="url"
          label="File URL *"
          name="fileUrl"
          error="A link or a file is required"
          aria-describedby="shared-hint"
        />
        <SelectField
          label="Status"
          name="status"
          placeholder="All"
          options={[{ value: "new", label: "New" }]}
        />
      </>,
    );
    const input = screen.getByLabelText("File URL *");
    expect(input.getAttribute("name")).toBe("fileUrl");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("url-error shared-hint");
    const select = screen.getByLabelText("Status") as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(["All", "New"]);
    expect(select.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("DialogFooter", () => {
  it("shows the failure as an alert, Cancel, and a pending submit that keeps its name", () => {
    render(
      <Dialog open title="Add Transaction">
        <form>
          <DialogFooter error="Failed to add transaction" pending>
            Add Transaction
          </DialogFooter>
        </form>
      </Dialog>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Failed to add transaction");
    expect(screen.getByRole("button", { name: "Cancel" }).getAttribute("type")).toBe("button");
    const submit = screen.getByRole("button", { name: "Add Transaction" }) as HTMLButtonElement;
    expect(submit.type).toBe("submit");
    expect(submit.disabled).toBe(true);
  });

  it("shows no alert without an error", () => {
    render(
      <Dialog open title="Insert link">
        <DialogFooter>Insert</DialogFooter>
      </Dialog>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByRole("button", { name: "Insert" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("PagerLinks", () => {
  it("links the given targets around the caption and disables a missing one", () => {
    inRouter(<PagerLinks caption="12 on this page" previous={null} next="?after=abc" />);
    expect(screen.getByText("12 on this page")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    // A plain anchor (decision 026, twelfth addendum): the browser resolves the query against the page.
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("?after=abc");
  });
});

describe("SegmentedLinks", () => {
  it("marks only the current choice and names each by its spoken label", () => {
    inRouter(
      <SegmentedLinks
        label="Period"
        items={[
          { text: "7d", label: "Last 7 days", to: "?period=7d", current: false },
          { text: "30d", label: "Last 30 days", to: ".", current: true },
        ]}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Period" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Last 30 days" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Last 7 days" }).hasAttribute("aria-current")).toBe(false);
  });
});
