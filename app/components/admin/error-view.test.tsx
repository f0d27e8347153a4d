// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as contactDetail from "#app/routes/admin/contact-detail.tsx";
import * as adminNotFound from "#app/routes/admin/not-found.tsx";

afterEach(cleanup);

function visit(path: string, route: { path: string; module: typeof adminNotFound | typeof contactDetail }) {
  const Stub = createRoutesStub([
    {
      path: route.path,
      // A well-formed id is never asked for here: an unknown one is refused before any read.
      loader: route.module.loader as never,
      Component: () => null,
      ErrorBoundary: route.module.ErrorBoundary as never,
    },
    { path: "/admin/contacts", Component: () => <p>Contacts list</p> },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("an unknown record in the back office", () => {
  it("offers 'Back to Contacts', the list it came from, not the public home page", async () => {
    visit("/admin/contacts/no-such-contact", { path: "/admin/contacts/:id", module: contactDetail });
    const back = await screen.findByRole("link", { name: "Back to Contacts" });
    expect(back.getAttribute("href")).toBe("/admin/contacts");
    expect(screen.getByText("Contact not found")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Back to Home" })).toBeNull();
    // Inside the admin frame, which has the page's <main> already.
    expect(document.querySelector("main")).toBeNull();
  });

  it("an unknown back-office address offers the dashboard", async () => {
    visit("/admin/nothing-here", { path: "/admin/*", module: adminNotFound });
    const back = await screen.findByRole("link", { name: "Back to Dashboard" });
    expect(back.getAttribute("href")).toBe("/admin");
  });
});
