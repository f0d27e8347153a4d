import { describe, expect, it } from "vitest";
import { clientMessages, projectDeliverables, projects } from "#server/db/schema.ts";
import { createActor, createClientWorld } from "../../../tests/support/portal-data.ts";
import {
  outcome,
  portalRouteArgs,
  postForm,
  postMultipart,
} from "../../../tests/support/portal-route-args.ts";
import { useTestDatabase } from "../../../tests/support/test-database.ts";
import * as messages from "../portal/messages.tsx";
import * as profile from "../portal/profile.tsx";
import * as page from "./client-portal.tsx";

/* Preview mode signs every visitor in as the demo admin: the portal's writes are refused there. */

const testDb = useTestDatabase({ env: { PREVIEW_MODE: "true" } });

describe("preview mode", () => {
  it("refuses every Client Portal Management write with a clear message and stores nothing", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("preview");
    const before = {
      projects: (await testDb.db().select().from(projects)).length,
      deliverables: (await testDb.db().select().from(projectDeliverables)).length,
      messages: (await testDb.db().select().from(clientMessages)).length,
    };
    const act = async (fields: Record<string, string | Blob>) => {
      const init = await postMultipart(fields);
      return outcome(() => page.action(portalRouteArgs(admin, "/admin/client-portal", init)));
    };

    expect(
      (await act({ intent: "save-project", name: "X", clientEmail: "x@example.test", clientName: "X" })).data,
    ).toMatchObject({ ok: false, message: "Project changes are disabled in preview mode" });
    expect((await act({ intent: "invite", projectId: world.project.id })).data?.message).toBe(
      "Invitations are disabled in preview mode",
    );
    const file = new File([new Uint8Array(2 * 1024 * 1024)], "big.mp4");
    expect(
      (await act({ intent: "upload-deliverable", projectId: world.project.id, fileName: "a.mp4", file })).data
        ?.message,
    ).toBe("Deliverable uploads are disabled in preview mode");
    expect(
      (await act({ intent: "delete-deliverable", deliverableId: world.deliverable.id })).data?.message,
    ).toBe("Deliverable deletion is disabled in preview mode");
    expect((await act({ intent: "reply", clientId: world.user.id, content: "hi" })).data?.message).toBe(
      "Sending messages is disabled in preview mode",
    );
    expect({
      projects: (await testDb.db().select().from(projects)).length,
      deliverables: (await testDb.db().select().from(projectDeliverables)).length,
      messages: (await testDb.db().select().from(clientMessages)).length,
    }).toEqual(before);
  });

  it("refuses the portal's own writes", async () => {
    const user = await createActor();
    const sent = await outcome(() =>
      messages.action(
        portalRouteArgs(user, "/client-portal/messages", postForm({ intent: "send", content: "Hello" })),
      ),
    );
    expect(sent).toMatchObject({
      status: 403,
      data: { ok: false, error: "Sending messages is disabled in preview mode" },
    });
    const saved = await outcome(() =>
      profile.action(portalRouteArgs(user, "/client-portal/profile", postForm({ fullName: "Changed" }))),
    );
    expect(saved.data?.error).toBe("Profile changes are disabled in preview mode");
  });
});
