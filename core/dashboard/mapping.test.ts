import { describe, expect, it } from "vitest";
import { dashboardMapping } from "./mapping.ts";

describe("dashboardMapping", () => {
  it("counts new, in progress and completed across submissions and contacts", () => {
    const result = dashboardMapping(
      { new: 3, in_progress: 2, completed: 4, archived: 9 },
      { new: 5, contacted: 1, qualified: 6, proposal: 7, negotiation: 8, closed: 2, lost: 10 },
    );
    // new: 3 + 5; in progress: 2 + 1 + 6; completed: 4 + 2; proposal, negotiation, lost, archived ignored.
    expect(result).toEqual({ new: 8, inProgress: 9, completed: 6, active: 17 });
  });

  it("treats missing statuses as zero", () => {
    expect(dashboardMapping({}, {})).toEqual({ new: 0, inProgress: 0, completed: 0, active: 0 });
  });
});
