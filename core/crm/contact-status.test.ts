import { describe, expect, it } from "vitest";
import { CONTACT_STATUSES, contactStatusLabel } from "./contact-status.ts";

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
