import { describe, expect, it } from "vitest";
import { CONTACT_STATUS_OPTIONS, CONTACT_STATUSES, contactStatusLabel } from "./contact-status.ts";

describe("contact status labels", () => {
  it("are the specification's labels", () => {
    expect(CONTACT_STATUSES.map(contactStatusLabel)).toEqual([
      "New Lead",
      "Contacted",
      "Qualified",
      "Proposal Sent",
      "Negotiation",
      "Closed Won",
      "Lost",
    ]);
  });
});

describe("contact status options", () => {
  it("offer every status in pipeline order, each with its label", () => {
    expect(CONTACT_STATUS_OPTIONS[0]).toEqual({ value: "new", label: "New Lead" });
    expect(CONTACT_STATUS_OPTIONS.map((o) => o.value)).toEqual([...CONTACT_STATUSES]);
    expect(CONTACT_STATUS_OPTIONS.at(-1)).toEqual({ value: "lost", label: "Lost" });
  });
});
