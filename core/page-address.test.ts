import { describe, expect, it } from "vitest";
import { pageAddress } from "./page-address.ts";

describe("pageAddress", () => {
  it.each([
    ["http://x.test/admin", "/admin"],
    ["http://x.test/admin/contacts?status=new&page=2", "/admin/contacts?status=new&page=2"],
    ["http://x.test/admin.data?_routes=routes%2Fadmin%2Flayout%2Croutes%2Fadmin%2Fdashboard", "/admin"],
    [
      "http://x.test/admin/contacts.data?status=new&_routes=routes%2Fadmin%2Fcontacts",
      "/admin/contacts?status=new",
    ],
    ["http://x.test/client-portal.data", "/client-portal"],
    ["http://x.test/_.data?_routes=root", "/"],
    ["http://x.test/blog/_.data", "/blog/"],
  ])("%s is the page %s", (requestUrl, page) => {
    expect(pageAddress(requestUrl)).toBe(page);
  });
});
