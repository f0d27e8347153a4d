// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Chart } from "./chart.tsx";

afterEach(cleanup);

const data = [{ day: "Nov 1", views: 3, visitors: 2 }];

describe("Chart", () => {
  it("names each series of a chart with several in a legend, with its colour", () => {
    render(
      <Chart
        kind="line"
        label="Visitors and page views per day"
        data={data}
        xKey="day"
        series={[
          { key: "views", label: "Page views", color: "#2563eb" },
          { key: "visitors", label: "Visitors", color: "#16a34a" },
        ]}
        table={<table />}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Legend" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Page views", "Visitors"]);
    expect((items[1].querySelector("span") as HTMLElement).style.backgroundColor).toMatch(
      /#16a34a|rgb\(22, 163, 74\)/,
    );
  });

  it("leaves the legend out for a single series, which the title already names", () => {
    render(
      <Chart
        kind="bar"
        label="Views per day"
        data={data}
        xKey="day"
        series={[{ key: "views", label: "Page views", color: "#2563eb" }]}
        table={<table />}
      />,
    );
    expect(screen.queryByRole("list", { name: "Legend" })).toBeNull();
    expect(screen.getByRole("img", { name: "Views per day" })).toBeTruthy();
  });
});
