import { describe, expect, it } from "vitest";
import {
  changesSchema,
  commentSchema,
  formatVideoTime,
  isOverdue,
  previewKind,
  requestApprovalSchema,
} from "./approvals.ts";

describe("review rules", () => {
  it("formats a video comment's time", () => {
    expect(formatVideoTime(65.4)).toBe("1:05");
    expect(formatVideoTime(3725)).toBe("1:02:05");
  });
  it("needs 10 characters to request changes, and a non-empty comment", () => {
    expect(changesSchema.safeParse({ body: "too short" }).success).toBe(false);
    expect(changesSchema.safeParse({ body: "0123456789" }).success).toBe(true);
    expect(commentSchema.safeParse({ body: "  " }).success).toBe(false);
    expect(commentSchema.safeParse({ body: "x".repeat(20_000) }).success).toBe(false);
  });
  it("takes an optional ISO due date", () => {
    expect(requestApprovalSchema.safeParse({ dueDate: "" }).success).toBe(true);
    expect(requestApprovalSchema.safeParse({ dueDate: "tomorrow" }).success).toBe(false);
  });
  it("is overdue only while awaiting past its date", () => {
    expect(isOverdue("awaiting", "2026-01-01", "2026-01-02")).toBe(true);
    expect(isOverdue("approved", "2026-01-01", "2026-01-02")).toBe(false);
    expect(isOverdue("awaiting", null, "2026-01-02")).toBe(false);
  });
  it("shows inline only what the download route serves inline", () => {
    expect(previewKind("image/png", true)).toBe("image");
    expect(previewKind("application/pdf", true)).toBe("pdf");
    expect(previewKind("video/mp4", true)).toBe("video");
    expect(previewKind("image/svg+xml", true)).toBe("download");
    expect(previewKind("image/png", false)).toBe("link");
  });
});
