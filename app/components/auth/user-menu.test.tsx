// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { UserMenu } from "./user-menu.tsx";

afterEach(cleanup);
beforeAll(async () => {
  await import("./user-menu-dropdown.tsx");
});

async function openMenu(user: { email: string; isAdmin: boolean }) {
  let signedOut = false;
  const Stub = createRoutesStub([
    { path: "/", Component: () => <UserMenu user={user} /> },
    {
      path: "/logout",
      action: () => {
        signedOut = true;
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  // The Radix trigger replaces the look-alike placeholder once the dropdown's code is in.
  const trigger = await screen.findByRole("button", { name: "jane.doe", expanded: false }, { timeout: 5000 });
  expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
  expect(trigger.textContent).toContain("J");
  fireEvent.keyDown(trigger, { key: "Enter" });
  await screen.findByRole("menu");
  return { signedOut: () => signedOut };
}

describe("UserMenu", () => {
  it("shows who is signed in, the portal link and Sign Out; Admin Dashboard only for admins", async () => {
    await openMenu({ email: "jane.doe@example.test", isAdmin: false });
    expect(screen.getByText("Signed in as")).toBeTruthy();
    expect(screen.getByText("jane.doe@example.test")).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "Client Portal" }).getAttribute("href")).toBe(
      "/client-portal",
    );
    expect(screen.queryByRole("menuitem", { name: "Admin Dashboard" })).toBeNull();
    expect(screen.getByRole("menuitem", { name: "Sign Out" })).toBeTruthy();
  });

  it("links admins to the dashboard", async () => {
    await openMenu({ email: "jane.doe@example.test", isAdmin: true });
    expect(screen.getByRole("menuitem", { name: "Admin Dashboard" }).getAttribute("href")).toBe("/admin");
  });

  it("signs out through POST /logout", async () => {
    const menu = await openMenu({ email: "jane.doe@example.test", isAdmin: false });
    fireEvent.click(screen.getByRole("menuitem", { name: "Sign Out" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(menu.signedOut()).toBe(true);
  });
});
