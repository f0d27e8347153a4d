import { afterEach, describe, expect, it } from "vitest";
import { forgetAdminSeen, prepareFirstAdminLink } from "#server/auth/first-admin.ts";
import { setupTokens, users } from "#server/db/schema.ts";
import { outcome } from "../../../tests/support/portal-route-args.ts";
import { formPost, routeArgs } from "../../../tests/support/route-args.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as adminLayout from "../admin/layout.tsx";
import * as setup from "./setup.tsx";

const testDb = useTestDatabase();

afterEach(async () => {
  await testDb.db().delete(setupTokens);
  await testDb.db().delete(users);
  forgetAdminSeen();
});

const args = (request: Request, token?: string) => ({ ...routeArgs(request), params: { token } });

describe("/setup while no admin exists", () => {
  it("/admin leads to /setup, which says where the one-time link is", async () => {
    const guard = await outcome(() =>
      adminLayout.middleware[0](
        routeArgs(new Request("http://localhost:3000/admin")),
        async () => new Response(),
      ),
    );
    expect(guard).toMatchObject({ status: 302, location: "/setup" });
    expect(await setup.loader(args(new Request("http://localhost:3000/setup")))).toEqual({
      state: "explain",
    });
  });

  it("the printed link opens the form, creates the owner account, signs in and lands in the back office", async () => {
    const link = (await prepareFirstAdminLink("http://localhost:3000"))!;
    const token = link.split("/setup/")[1];
    expect(await setup.loader(args(new Request(link), token))).toEqual({ state: "form" });
    expect(await setup.loader(args(new Request("http://localhost:3000/setup/nope"), "nope"))).toEqual({
      state: "used",
    });

    const short = await outcome(() =>
      setup.action(args(formPost(link, { email: "owner@agency.test", password: "123" }), token)),
    );
    expect(short).toMatchObject({ status: 400, data: { error: "Password must be at least 6 characters" } });

    const done = await setup
      .action(
        args(
          formPost(link, { name: "Owner", email: "owner@agency.test", password: "a-long-password" }),
          token,
        ),
      )
      .catch((thrown: Response) => thrown);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("location")).toBe("/admin");
    expect((done as Response).headers.get("set-cookie")).toMatch(/session_token=/);

    // Used: the link and /setup now lead to sign-in.
    expect(await outcome(() => setup.loader(args(new Request(link), token)))).toMatchObject({
      status: 302,
      location: "/login",
    });
  });
});
