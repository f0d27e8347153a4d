// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs.tsx";

afterEach(cleanup);

const items = [
  { value: "a", label: "First", content: <p>First panel</p> },
  { value: "b", label: "Second", content: <p>Second panel</p> },
  { value: "c", label: "Third", content: <p>Third panel</p> },
];

/** Panels left in the tab order: focusable and not hidden. */
const reachablePanels = () =>
  [...document.querySelectorAll<HTMLElement>("[role=tabpanel]")].filter(
    (p) => !p.hidden && p.getAttribute("tabindex") === "0",
  );

describe("Tabs", () => {
  it("hides the panels that are not chosen, so Tab from the list lands on the chosen panel only", () => {
    render(<Tabs label="Sections" items={items} defaultValue="a" />);
    expect(screen.getByText("First panel")).toBeTruthy();
    const panels = document.querySelectorAll<HTMLElement>("[role=tabpanel]");
    expect(panels).toHaveLength(3);
    expect([...panels].map((p) => p.hidden)).toEqual([false, true, true]);
    expect(reachablePanels()).toHaveLength(1);
  });

  it("with forceMount keeps every panel in the page, hiding all but the chosen one", () => {
    render(<Tabs label="Sections" items={items} value="b" forceMount />);
    const panels = document.querySelectorAll<HTMLElement>("[role=tabpanel]");
    expect([...panels].map((p) => p.hidden)).toEqual([true, false, true]);
    expect(reachablePanels().map((p) => p.textContent)).toEqual(["Second panel"]);
  });
});
