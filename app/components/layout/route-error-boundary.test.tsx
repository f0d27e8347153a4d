// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

function Boundary() {
  return <RouteErrorBoundary error={useRouteError()} />;
}

function renderFailing(loader: () => never) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => null, HydrateFallback: () => null, ErrorBoundary: Boundary, loader },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(cleanup);

describe("the shared error boundary", () => {
  it("shows 'Unexpected Application Error!' for a thrown error", async () => {
    renderFailing(() => {
      throw new Error("boom");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("shows the not-found page for a 404 response", async () => {
    renderFailing(() => {
      throw new Response(null, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("shows Access Denied for a 403 from a guard", async () => {
    renderFailing(() => {
      throw new Response(null, { status: 403 });
    });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Client Portal" }).getAttribute("href")).toBe(
      "/client-portal",
    );
  });
});
