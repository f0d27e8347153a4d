import { describe, expect, it } from "vitest";
import { describeSettingChanges, settingChanges } from "./settings-audit.ts";

describe("the settings audit", () => {
  it("names each changed key with its old and new value, a secret only as changed", () => {
    const changes = settingChanges(
      { siteName: "Old Name", enableBlog: true, sendgridKey: "enc:aaa", contactPhone: "1" },
      { siteName: "New Name", enableBlog: false, sendgridKey: "enc:bbb", contactPhone: "1" },
    );
    expect(changes).toEqual([
      { key: "siteName", from: "Old Name", to: "New Name" },
      { key: "sendgridKey", secret: true },
      { key: "enableBlog", from: true, to: false },
    ]);
    expect(describeSettingChanges({ keys: [], changes })).toEqual([
      "siteName: “Old Name” → “New Name”",
      "sendgridKey: changed (secret, not shown)",
      "enableBlog: on → off",
    ]);
  });

  it("shows nothing for entries without changes, and never a secret's value even if one was logged", () => {
    expect(describeSettingChanges({ keys: ["siteName"] })).toEqual([]);
    expect(describeSettingChanges(null)).toEqual([]);
    expect(describeSettingChanges({ changes: [{ key: "smtpPassword", from: "a", to: "hunter2" }] })).toEqual([
      "smtpPassword: changed (secret, not shown)",
    ]);
  });
});
