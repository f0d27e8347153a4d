// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notify, PortalToaster, Toaster, toast } from "./toaster.tsx";

afterEach(cleanup);

/** Where sonner put the toast that reads `text`: its data-y-position and data-x-position. */
async function toastPosition(text: string) {
  const item = (await screen.findByText(text)).closest("[data-sonner-toast]");
  return [item?.getAttribute("data-y-position"), item?.getAttribute("data-x-position")];
}

describe("the toasters", () => {
  it("the back office's shows its toasts at the bottom right, away from the top bar's user menu", async () => {
    render(<Toaster />);
    await act(async () => {
      toast.success("Status changed to Qualified");
    });
    expect(await toastPosition("Status changed to Qualified")).toEqual(["bottom", "right"]);
  });

  it("the client portal's too", async () => {
    render(<PortalToaster />);
    await act(async () => {
      notify.success("Deliverable uploaded successfully!");
    });
    expect(await toastPosition("Deliverable uploaded successfully!")).toEqual(["bottom", "right"]);
  });
});
