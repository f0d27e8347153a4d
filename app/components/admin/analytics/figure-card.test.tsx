// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDuration } from "#core/analytics/rates.ts";
import { formatMoney } from "#core/dashboard/revenue.ts";
import { FigureCard } from "./figure-card.tsx";

afterEach(cleanup);

describe("FigureCard with Compare", () => {
  it("reads the previous period's figure in the card's own format", () => {
    render(<FigureCard label="Monthly Revenue" current={4200} previous={3249.7} format={formatMoney} />);
    const region = screen.getByRole("region", { name: /Monthly Revenue/ });
    expect(region.textContent).toContain("$4,200");
    expect(region.textContent).toContain("against the previous period ($3,250)");
  });

  it("reads a duration as a duration, not as a number of seconds", () => {
    render(<FigureCard label="Avg. Visit Duration" current={200} previous={142} format={formatDuration} />);
    const region = screen.getByRole("region", { name: /Avg. Visit Duration/ });
    expect(region.textContent).toContain(`(${formatDuration(142)})`);
    expect(region.textContent).not.toContain("(142)");
  });

  it("shows no comparison without a previous period", () => {
    render(<FigureCard label="Visitors" current={1500} />);
    const region = screen.getByRole("region", { name: /Visitors/ });
    expect(region.textContent).toContain("1,500");
    expect(region.textContent).not.toContain("previous period");
  });
});

describe("FigureCard of a rate with Compare", () => {
  it("tells the change in percentage points, a fall in bounce rate as good", () => {
    render(
      <FigureCard
        label="Bounce Rate"
        current={22.2}
        previous={62.5}
        format={(v) => `${v}%`}
        rate
        lowerIsBetter
      />,
    );
    const region = screen.getByRole("region", { name: /Bounce Rate/ });
    expect(region.textContent).toContain("\u221240.3 pts");
    expect(region.textContent).not.toContain("%against");
    expect(region.querySelector(".text-green-700")).not.toBeNull();
  });
});
