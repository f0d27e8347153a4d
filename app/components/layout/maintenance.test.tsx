// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_DEFAULTS } from "#core/settings-defaults.ts";
import { MAINTENANCE_MESSAGE, maintenanceResponse } from "#server/feature-flags.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

afterEach(cleanup);

describe("the maintenance page", () => {
  it("carries the site's name, mark and contact details", async () => {
    const site = {
      ...SETTINGS_DEFAULTS,
      siteName: "Lone Star Media",
      contactEmail: "hello@lonestar.test",
      contactPhone: "+1 (214) 555-0100",
      businessAddress: "100 Main St, Dallas, TX",
    };
    const Stub = createRoutesStub([
      {
        path: "/",
        loader: () => {
          throw maintenanceResponse(site);
        },
        Component: () => null,
        ErrorBoundary: ({ error }: { error: unknown }) => <RouteErrorBoundary error={error} />,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Down for maintenance" })).toBeTruthy();
    expect(screen.getByText(MAINTENANCE_MESSAGE)).toBeTruthy();
    expect(screen.getByText("Lone Star Media")).toBeTruthy();
    expect(screen.getByRole("link", { name: "hello@lonestar.test" }).getAttribute("href")).toBe(
      "mailto:hello@lonestar.test",
    );
    expect(screen.getByRole("link", { name: "+1 (214) 555-0100" }).getAttribute("href")).toBe(
      "tel:+12145550100",
    );
    expect(screen.getByText("100 Main St, Dallas, TX")).toBeTruthy();
  });
});
