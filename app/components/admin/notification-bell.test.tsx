// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { WaitingList } from "#core/admin-notifications.ts";
import { NotificationBell } from "./notification-bell.tsx";

afterEach(cleanup);

const waiting: WaitingList = {
  submissions: [
    {
      id: "s1",
      kind: "submission",
      title: "New submission: Nina New",
      detail: "Launch film",
      at: "2026-11-27T10:00:00.000Z",
      href: "/admin/submissions?q=nina%40example.test#sub-s1",
    },
  ],
  messages: [
    {
      id: "u1",
      kind: "message",
      title: "2 messages from Hal",
      detail: "Can we move the shoot?",
      at: "2026-11-27T10:05:00.000Z",
      href: "/admin/client-portal?tab=messages&client=u1",
    },
  ],
};

describe("the notification bell", () => {
  it("opens a list of what waits, each item linking to it, instead of the Message Center", async () => {
    const Stub = createRoutesStub([
      { path: "/admin", Component: () => <NotificationBell waiting={3} /> },
      { path: "/admin/notifications", loader: () => waiting },
    ]);
    render(<Stub initialEntries={["/admin"]} />);
    const bell = screen.getByRole("button", { name: "Notifications: 3 waiting" });
    expect(bell.closest("a")).toBeNull();
    fireEvent.click(bell);
    const submission = await screen.findByRole("link", { name: /New submission: Nina New/ });
    expect(submission.getAttribute("href")).toBe("/admin/submissions?q=nina%40example.test#sub-s1");
    const messages = screen.getByRole("region", { name: "Unread client messages" });
    expect(
      within(messages)
        .getByRole("link", { name: /2 messages from Hal/ })
        .getAttribute("href"),
    ).toBe("/admin/client-portal?tab=messages&client=u1");
    expect(screen.queryByRole("link", { name: /Message Center/ })).toBeNull();
  });
});
