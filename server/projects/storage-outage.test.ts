import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { projectDeliverables } from "../db/schema.ts";
import { setStorage } from "../storage/index.ts";
import { createS3Storage } from "../storage/s3.ts";
import { handleClientPortalAction, STORAGE_DOWN } from "./admin-actions.ts";

const testDb = useTestDatabase();

// An S3 endpoint nothing answers on: the storage is down (issue 33 item 8).
beforeAll(() =>
  setStorage(
    createS3Storage({
      bucket: "agency-files",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
    }),
  ),
);
afterAll(() => setStorage(undefined));

describe("an upload during a storage outage", () => {
  it("answers a clear error and stores nothing, no row either", async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const admin = await createActor({ admin: true });
    const { project } = await createClientWorld("outage");
    const form = new FormData();
    form.set("intent", "upload-deliverable");
    form.set("projectId", project.id);
    form.set("fileName", "Brief");
    form.set("file", new File(["%PDF-1.7\n", "x".repeat(500)], "brief.pdf", { type: "application/pdf" }));
    const request = new Request("http://localhost:3000/admin/projects", { method: "POST", body: form });
    const result = await handleClientPortalAction(admin, request);
    expect(result).toMatchObject({ ok: false, message: `Failed to upload deliverable: ${STORAGE_DOWN}` });
    expect(String(logged.mock.calls[0]?.[1])).toContain(
      "The storage endpoint http://127.0.0.1:9 cannot be reached",
    );
    const rows = await testDb
      .db()
      .select()
      .from(projectDeliverables)
      .where(and(eq(projectDeliverables.projectId, project.id), eq(projectDeliverables.fileName, "Brief")));
    expect(rows).toEqual([]);
  });
});
