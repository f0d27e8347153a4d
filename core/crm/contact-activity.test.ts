import { describe, expect, it } from "vitest";
import { activityTitle, type ContactSnapshot, contactChanges, describeChange } from "./contact-activity.ts";

const base: ContactSnapshot = {
  name: "Ada",
  email: "ada@example.test",
  phone: null,
  company: null,
  position: null,
  source: "Website",
  status: "new",
  value: null,
  serviceInterest: null,
  projectDetails: "A film",
  notes: null,
  tags: [],
  lastContact: null,
  nextFollowUp: null,
};

describe("contact activity", () => {
  it("lists only the fields that changed, with labels and status names", () => {
    const changes = contactChanges(base, {
      ...base,
      status: "qualified",
      phone: "+1 555",
      tags: ["vip"],
      nextFollowUp: "2026-12-01",
    });
    expect(changes.map(describeChange)).toEqual([
      "Phone: (empty) → +1 555",
      "Status: New Lead → Qualified",
      "Tags: (empty) → vip",
      "Next follow-up: (empty) → 2026-12-01",
    ]);
  });

  it("names a changed long text without copying it, and finds nothing when nothing changed", () => {
    expect(contactChanges(base, { ...base, notes: "x".repeat(3000) }).map(describeChange)).toEqual([
      "Notes changed",
    ]);
    expect(contactChanges(base, { ...base })).toEqual([]);
  });

  it("titles entries by their action", () => {
    expect(activityTitle("contact.status")).toBe("Status changed");
    expect(activityTitle("contact.update")).toBe("Contact edited");
  });
});
