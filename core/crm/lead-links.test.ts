import { describe, expect, it } from "vitest";
import { briefsLabel, briefsOfContactHref, contactHref } from "./lead-links.ts";

describe("lead links", () => {
  it("lead from a submission to its contact's detail view, and back by e-mail", () => {
    expect(contactHref("0b9f3c1e-6a43-4d7e-9a51-2c1f0e8d7b6a")).toBe(
      "/admin/contacts/0b9f3c1e-6a43-4d7e-9a51-2c1f0e8d7b6a",
    );
    expect(briefsOfContactHref("jo@example.test")).toBe("/admin/submissions?q=jo%40example.test");
  });

  it("names one brief or several", () => {
    expect(briefsLabel(1)).toBe("View brief");
    expect(briefsLabel(3)).toBe("View 3 briefs");
  });
});
