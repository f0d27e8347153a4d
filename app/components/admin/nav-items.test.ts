import { describe, expect, it } from "vitest";
import { adminNav, isActive } from "./nav-items.ts";

const entry = (label: string) => {
  const item = adminNav.find((i) => i.label === label);
  if (!item) throw new Error(`no sidebar entry ${label}`);
  return item;
};

describe("admin sidebar", () => {
  it("gives client conversations one home with the unread badge; the Message Center has none", () => {
    expect(entry("Client Messages")).toMatchObject({
      to: "/admin/client-portal?tab=messages",
      badge: "messages",
    });
    expect(entry("Messages")).toMatchObject({ to: "/admin/messages" });
    expect(entry("Messages").badge).toBeUndefined();
  });

  it("counts deliverables with new client review activity on Client Portal (issue 32)", () => {
    expect(entry("Client Portal")).toMatchObject({ to: "/admin/client-portal", badge: "reviews" });
  });

  it("marks Client Messages current on the messages tab, and Client Portal on the others", () => {
    const current = (pathname: string, search = "") =>
      adminNav.filter((i) => isActive(i, pathname, search)).map((i) => i.label);
    expect(current("/admin/client-portal", "?tab=messages&client=x")).toEqual(["Client Messages"]);
    expect(current("/admin/client-portal", "?tab=deliverables")).toEqual(["Client Portal"]);
    expect(current("/admin/messages")).toEqual(["Messages"]);
    expect(current("/admin")).toEqual(["Dashboard"]);
    expect(current("/admin/submissions")).toEqual(["Contacts"]);
  });
});
