import { describe, expect, it } from "vitest";
import { CONTACT_STATUSES } from "./crm/contact-status.ts";
import { PROJECT_STATUSES } from "./projects.ts";
import { STATUS_TONES, statusTone } from "./status-tones.ts";

describe("status tones", () => {
  it("covers every contact and project status defined in core", () => {
    expect(Object.keys(STATUS_TONES.contact)).toEqual([...CONTACT_STATUSES]);
    expect(Object.keys(STATUS_TONES.project)).toEqual([...PROJECT_STATUSES]);
  });

  it("projects follow the admin list colours: completed green, in progress blue, others yellow (001 section 4)", () => {
    expect(statusTone("project", "completed")).toEqual({ label: "COMPLETED", tone: "success" });
    expect(statusTone("project", "in_progress")).toEqual({ label: "IN PROGRESS", tone: "info" });
    expect(statusTone("project", "on_hold").tone).toBe("warning");
  });

  it("an invoice that is partially paid is labelled and warned", () => {
    expect(statusTone("invoice", "partially-paid")).toEqual({ label: "Partially Paid", tone: "warning" });
  });
});
