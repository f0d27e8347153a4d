// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { KitControls } from "./kit-controls.tsx";
import { KitData } from "./kit-data.tsx";
import { KitNavigation } from "./kit-navigation.tsx";

afterEach(cleanup);

describe("the kit page", () => {
  it("renders every primitive section", async () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/kit",
        Component: () => (
          <>
            <KitControls />
            <KitNavigation />
            <KitData q="" />
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/kit"]} />);
    await screen.findByRole("heading", { name: "Button" });
    for (const title of [
      "Field, Input, Textarea, Select",
      "DataTable",
      "Badge and StatusBadge",
      "Tabs and LinkTabs",
      "SegmentedLinks",
      "Menu",
      "PagerLinks",
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByRole("region", { name: "Example contacts" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Example range" })).toBeTruthy();
  });
});
