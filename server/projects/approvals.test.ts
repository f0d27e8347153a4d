import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECISION_REFUSALS, REVIEW_PREVIEW_REFUSAL } from "../../core/approvals.ts";
import { createActor, createClientWorld } from "../../tests/support/portal-data.ts";
import { useTestDatabase } from "../../tests/support/test-database.ts";
import { getDb } from "../db/client.ts";
import { deliverableEvents, deliverableVersions, mailOutbox, projectDeliverables } from "../db/schema.ts";
import { getEnv, setEnv } from "../env.ts";
import { approvalPdfDownload } from "../http/approval-pdf.ts";
import { deliverableVersionDownload } from "../http/deliverable-download.ts";
import { setStorage } from "../storage/index.ts";
import { createLocalDiskStorage } from "../storage/local-disk.ts";
import { renderApprovalPdf } from "./approval-pdf.ts";
import {
  commentOnVersion,
  countUnseenReviewActivity,
  decideVersion,
  getReview,
  markReviewSeen,
  requestApproval,
} from "./approvals.ts";
import { uploadClientFile } from "./client-files.ts";
import {
  addDeliverableVersion,
  createDeliverable,
  deleteDeliverable,
  openDeliverableVersion,
} from "./deliverables.ts";
import { InputError } from "./errors.ts";
import { listClientDeliverables } from "./portal.ts";
import { handleReviewAction } from "./review-actions.ts";

useTestDatabase({ env: { UPLOAD_MAX_MB: "0.01" } }); // about 10 KB

const root = mkdtempSync(path.join(os.tmpdir(), "approvals-test-"));
beforeAll(() => setStorage(createLocalDiskStorage(root)));
afterAll(() => {
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const pngFile = (name = "frame.png", size = 200) => {
  const content = new Uint8Array(size).fill(65);
  content.set(png);
  return { name, type: "image/png", body: new Blob([content]).stream() };
};
const storedFiles = () =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

const refusal = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof InputError) return error.message;
    if (error instanceof Response) return error.status;
    throw error;
  }
  return "accepted";
};

describe("migration 0019", () => {
  it("makes every existing deliverable its own version 1, nothing lost", async () => {
    const worlds = await Promise.all(["m1", "m2", "m3"].map((l) => createClientWorld(l)));
    const migration = readFileSync(
      path.join(import.meta.dirname, "../db/migrations/0019_deliverable_approvals.sql"),
      "utf8",
    );
    const insert = migration
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .find((s) => s.includes('INSERT INTO "deliverable_versions"'));
    expect(insert).toBeDefined();
    // The rows were written straight to the table, as before versions existed.
    expect(await getDb().select().from(deliverableVersions)).toHaveLength(0);
    await getDb().execute(sql.raw(insert!.replace(/^--.*$/gm, "")));
    const deliverables = await getDb().select().from(projectDeliverables);
    const versions = await getDb().select().from(deliverableVersions);
    expect(versions).toHaveLength(deliverables.length);
    for (const d of deliverables) {
      const v = versions.find((x) => x.deliverableId === d.id);
      expect(v).toMatchObject({
        number: 1,
        projectId: d.projectId,
        fileName: d.fileName,
        fileUrl: d.fileUrl,
        storageKey: d.storageKey,
        fileSize: d.fileSize,
        fileType: d.fileType,
        status: "draft",
      });
      expect(v?.uploadedAt.getTime()).toBe(d.uploadedAt.getTime());
    }
    // The specification's list is unchanged, now with a state.
    const listed = await listClientDeliverables(worlds[0].user);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ fileName: "m1.pdf", reviewState: "draft", versionNumber: 1 });
  });
});

describe("the review cycle", () => {
  it("request, comment, changes, new version, approval: recorded, mailed, immutable", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("cycle");
    const d = await createDeliverable(
      admin,
      { projectId: world.project.id, fileName: "Poster.png" },
      pngFile(),
    );
    let review = await getReview(world.user, d.id);
    expect(review.versions).toHaveLength(1);
    expect(review.state).toBe("draft");
    const v1 = review.versions[0];

    // Only the agency asks; the client is mailed.
    expect(await refusal(() => requestApproval(world.user, v1.id, {}))).toBe(403);
    await requestApproval(admin, v1.id, { dueDate: "2026-12-01", note: "First cut" });
    const mails = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, world.user.email));
    expect(
      mails.some((m) => m.kind === "approval-request" && m.text.includes(`/client-portal/assets/${d.id}`)),
    ).toBe(true);
    expect(await refusal(() => requestApproval(admin, v1.id, {}))).toBe(
      "This version is already awaiting approval.",
    );

    // Comments: both sides; empty, huge refused; HTML kept as text.
    expect(await refusal(() => commentOnVersion(world.user, v1.id, { body: "   " }))).toBe(
      "Please write a comment",
    );
    expect(await refusal(() => commentOnVersion(world.user, v1.id, { body: "x".repeat(20_000) }))).toMatch(
      /under 5000/,
    );
    const html = `<script>alert(1)</script><img src=x onerror=alert(1)>`;
    const comment = await commentOnVersion(world.user, v1.id, { body: html, videoTime: "12.5" });
    expect(comment).toMatchObject({ body: html, videoTime: 12.5, actorSide: "client" });
    await commentOnVersion(admin, v1.id, { body: "Thanks, looking" });
    expect(await countUnseenReviewActivity(admin)).toBeGreaterThanOrEqual(1);
    await markReviewSeen(admin, d.id);

    // Changes: at least 10 characters; the admin cannot decide; one decision per version.
    expect(
      await refusal(() => decideVersion(world.user, v1.id, "changes_requested", { body: "short" })),
    ).toMatch(/at least 10/);
    expect(await refusal(() => decideVersion(admin, v1.id, "approved", {}))).toBe(
      "Only the client decides on a deliverable.",
    );
    await decideVersion(world.user, v1.id, "changes_requested", { body: "Make the logo larger please" });
    expect(await refusal(() => decideVersion(world.user, v1.id, "approved", {}))).toBe(
      DECISION_REFUSALS.alreadyDecided,
    );
    expect(await refusal(() => requestApproval(admin, v1.id, {}))).toMatch(/Upload a new version/);

    // Version 2; version 1 stays downloadable; a decision on version 1 is refused as old.
    await addDeliverableVersion(admin, d.id, { fileName: "Poster v2.png" }, pngFile("poster2.png", 300));
    review = await getReview(world.user, d.id);
    expect(review.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(review.state).toBe("draft");
    const v2 = review.versions[0];
    expect(v2).toMatchObject({ fileSize: 300, fileType: "image/png", latest: true });
    expect((await openDeliverableVersion(world.user, v1.id)).kind).toBe("file");
    expect(await refusal(() => decideVersion(world.user, v1.id, "approved", {}))).toBe(
      DECISION_REFUSALS.oldVersion,
    );
    expect(await refusal(() => decideVersion(world.user, v2.id, "approved", {}))).toBe(
      DECISION_REFUSALS.notAwaiting,
    );

    await requestApproval(admin, v2.id, {});
    await decideVersion(world.user, v2.id, "approved", { note: "Lovely" });
    review = await getReview(admin, d.id);
    expect(review.state).toBe("approved");
    expect(review.versions[0].decidedByName).toBeTruthy();
    expect(review.events.map((e) => `${e.kind}@${e.versionNumber}`)).toEqual([
      "upload@1",
      "request@1",
      "comment@1",
      "comment@1",
      "changes_requested@1",
      "upload@2",
      "request@2",
      "approved@2",
    ]);
    const listed = await listClientDeliverables(world.user);
    expect(listed.find((x) => x.id === d.id)).toMatchObject({ reviewState: "approved", versionNumber: 2 });
    expect(listed.find((x) => x.id === d.id)?.decidedByName).toBeTruthy();

    // The record cannot be changed or deleted while its deliverable exists.
    await expect(getDb().update(deliverableEvents).set({ body: "changed" })).rejects.toThrow();
    await expect(getDb().delete(deliverableEvents)).rejects.toThrow();

    // The approval PDF: the client and admins; another client gets 404.
    const pdf = await renderApprovalPdf(world.user, d.id);
    expect(Buffer.from(pdf.buffer).subarray(0, 5).toString()).toBe("%PDF-");
    const other = await createClientWorld("other");
    expect(await refusal(() => renderApprovalPdf(other.user, d.id))).toBe(404);
  });
});

describe("authorisation of every new read and write", () => {
  it("visitor, other client, client, admin", async () => {
    const admin = await createActor({ admin: true });
    const mine = await createClientWorld("mine");
    const other = await createClientWorld("theirs");
    const d = await createDeliverable(admin, { projectId: mine.project.id, fileName: "Cut.png" }, pngFile());
    const v1 = (await getReview(admin, d.id)).versions[0];
    await requestApproval(admin, v1.id, {});

    // Visitors are sent to sign in by the file routes (the pages' guard does the same).
    const visitor = new Request(`http://localhost:3000/files/deliverable-versions/${v1.id}`);
    expect((await deliverableVersionDownload(visitor, v1.id)).status).toBe(302);
    expect((await approvalPdfDownload(visitor, d.id)).status).toBe(302);

    // Another client: the same 404 as a missing id, for every read and write.
    expect(await refusal(() => getReview(other.user, d.id))).toBe(404);
    expect(await refusal(() => openDeliverableVersion(other.user, v1.id))).toBe(404);
    expect(await refusal(() => commentOnVersion(other.user, v1.id, { body: "hello there" }))).toBe(404);
    expect(await refusal(() => decideVersion(other.user, v1.id, "approved", {}))).toBe(404);
    expect(await refusal(() => requestApproval(other.user, v1.id, {}))).toBe(403);
    expect(
      await refusal(() => addDeliverableVersion(other.user, d.id, { fileUrl: "https://x.example/a" })),
    ).toBe(403);
    expect(await refusal(() => uploadClientFile(other.user, mine.project.id, pngFile()))).toBe(404);
    expect(await refusal(() => getReview(other.user, "not-a-uuid"))).toBe(404);

    // The client: reads, comments, decides; cannot ask for approval or add versions.
    expect((await getReview(mine.user, d.id)).canDecide).toBe(true);
    expect(
      await refusal(() => addDeliverableVersion(mine.user, d.id, { fileUrl: "https://x.example/a" })),
    ).toBe(403);
    expect(await refusal(() => commentOnVersion(mine.user, v1.id, { body: "fine by me" }))).toBe("accepted");

    // The admin: reads everything, never decides for the client.
    expect((await getReview(admin, d.id)).canDecide).toBe(false);

    // Through the action: a client's try on another's id is a message, never a 5xx.
    const form = new FormData();
    form.set("intent", "approve");
    form.set("versionId", v1.id);
    const result = await handleReviewAction(
      other.user,
      new Request("http://localhost/x", { method: "POST", body: form }),
    );
    expect(result).toMatchObject({ ok: false, message: DECISION_REFUSALS.deleted });
  });
});

describe("bad input", () => {
  it("a decision on a deleted deliverable, preview mode, and files that lie", async () => {
    const admin = await createActor({ admin: true });
    const world = await createClientWorld("bad");
    const d = await createDeliverable(
      admin,
      { projectId: world.project.id, fileName: "Doomed.png" },
      pngFile(),
    );
    const v1 = (await getReview(admin, d.id)).versions[0];
    await requestApproval(admin, v1.id, {});
    await deleteDeliverable(admin, d.id);
    const form = new FormData();
    form.set("intent", "approve");
    form.set("versionId", v1.id);
    const post = () => new Request("http://localhost/x", { method: "POST", body: form });
    expect(await handleReviewAction(world.user, post())).toMatchObject({
      ok: false,
      message: DECISION_REFUSALS.deleted,
    });

    const env = getEnv();
    setEnv({ ...env, PREVIEW_MODE: true });
    try {
      expect(await handleReviewAction(world.user, post())).toMatchObject({
        ok: false,
        message: REVIEW_PREVIEW_REFUSAL,
      });
    } finally {
      setEnv(env);
    }

    const before = storedFiles().length;
    const fake = {
      name: "<b>x</b>.png",
      type: "image/png",
      body: new Blob(["<html>not a png</html>"]).stream(),
    };
    expect(await refusal(() => uploadClientFile(world.user, world.project.id, fake))).toMatch(/./);
    const huge = pngFile("big.png", 20_000);
    expect(await refusal(() => uploadClientFile(world.user, world.project.id, huge))).toMatch(/larger than/);
    expect(await refusal(() => uploadClientFile(world.user, world.project.id, undefined))).toMatch(
      /choose a file/,
    );
    expect(storedFiles().length).toBe(before);

    // A good client file: stored, listed as from the client, agency told.
    const sent = await uploadClientFile(world.user, world.project.id, pngFile("<script>brief</script>.png"));
    expect(sent).toMatchObject({ origin: "client", fileType: "image/png" });
    expect(sent.fileName).toContain("<script>");
    expect(storedFiles().length).toBe(before + 1);
    const listed = await listClientDeliverables(world.user);
    expect(listed.find((x) => x.id === sent.id)?.origin).toBe("client");
    const notices = await getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "client-file"));
    expect(notices.length).toBeGreaterThanOrEqual(1);
  });
});
