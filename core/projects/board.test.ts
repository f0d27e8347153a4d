import { describe, expect, it } from "vitest";
import { filterProjects, parseBoardQuery, sortProjects } from "./board.ts";

const row = (name: string, extra: Partial<Parameters<typeof filterProjects>[0][number]> = {}) => ({
  name,
  clientId: "c1",
  clientName: "Ada",
  serviceType: "Media Production",
  status: "planning",
  value: null,
  endDate: null,
  openTasks: 0,
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...extra,
});

describe("the list view", () => {
  it("reads its query from the URL with safe defaults", () => {
    expect(
      parseBoardQuery(new URLSearchParams("view=list&sort=value&dir=desc&client=x&folded=show")),
    ).toMatchObject({
      view: "list",
      sort: "value",
      dir: "desc",
      client: "x",
      showFolded: true,
    });
    expect(parseBoardQuery(new URLSearchParams("view=weird&sort=drop"))).toMatchObject({
      view: "board",
      sort: "updatedAt",
      dir: "desc",
    });
  });

  it("filters by client, service type and search", () => {
    const rows = [
      row("Film", { clientId: "c1" }),
      row("Brand", { clientId: "c2", clientName: "Bo", serviceType: "Brand Consulting" }),
    ];
    expect(filterProjects(rows, { q: "", client: "c2", service: "" }).map((r) => r.name)).toEqual(["Brand"]);
    expect(
      filterProjects(rows, { q: "", client: "", service: "Media Production" }).map((r) => r.name),
    ).toEqual(["Film"]);
    expect(filterProjects(rows, { q: "bo", client: "", service: "" }).map((r) => r.name)).toEqual(["Brand"]);
  });

  it("sorts by value with TBD last in both directions, and by status in board order", () => {
    const rows = [row("A", { value: "500" }), row("B"), row("C", { value: "9000", status: "review" })];
    expect(sortProjects(rows, "value", "asc").map((r) => r.name)).toEqual(["A", "C", "B"]);
    expect(sortProjects(rows, "value", "desc").map((r) => r.name)).toEqual(["C", "A", "B"]);
    expect(sortProjects(rows, "status", "desc").map((r) => r.name)).toEqual(["C", "A", "B"]);
  });
});
