import { expect, it, vi } from "vitest";
import { actionAnswer, adminRouteArgs } from "../../../tests/support/admin-route.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as revenueRoute from "./revenue.tsx";

const testDb = useTestDatabase();

function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/admin/revenue", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return adminRouteArgs("/admin/revenue", request);
}
const add = (over: Record<string, string>) =>
  revenueRoute.action(
    post({ intent: "create", amount: "12.50", type: "income", date: "2026-11-20", ...over }),
  );

it("reads an invoices page number too large for a query as page 1", async () => {
  const data = await revenueRoute.loader(
    adminRouteArgs("/admin/revenue?tab=invoices&page=99999999999999999999"),
  );
  expect("invoices" in data && data.invoices.page).toBe(1);
});

it("refuses a JSON body with 415 instead of failing inside formData()", async () => {
  const request = new Request("http://localhost/admin/revenue", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "[]",
  });
  await expect(revenueRoute.action(adminRouteArgs("/admin/revenue", request))).rejects.toMatchObject({
    init: { status: 415 },
  });
});

it("refuses a day that is not on the calendar and a long description with messages (400)", async () => {
  expect(await actionAnswer(await add({ date: "2026-02-30" }))).toEqual({
    status: 400,
    body: { ok: false, intent: "create", error: "Enter a valid date." },
  });
  expect(await actionAnswer(await add({ description: "d".repeat(501) }))).toEqual({
    status: 400,
    body: { ok: false, intent: "create", error: "The description is at most 500 characters." },
  });
  expect((await actionAnswer(await add({ date: "2024-02-29" }))).status).toBe(200);
});

it("tells a database failure in words: its SQL never reaches the page", async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  await testDb.withoutTable("transactions", async () => {
    const answer = await actionAnswer(await add({}));
    expect(answer).toEqual({
      status: 503,
      body: {
        ok: false,
        intent: "create",
        error: "Failed to add transaction: the server could not save it. Please try again.",
      },
    });
  });
});
