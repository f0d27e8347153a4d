import { createElement as h, type ReactElement } from "react";
import { formatVideoTime } from "../../core/approvals.ts";
import { getSettings } from "../settings.ts";
import type { Actor } from "./access.ts";
import { getReview, type Review } from "./approvals.ts";

/* The record of an approval as a small PDF (issue 32 item 4), made like the invoice's
   (server/revenue/invoice-pdf.ts): react-pdf elements built with createElement. */

const when = (d: Date | string | null) =>
  d ? `${new Date(d).toISOString().replace("T", " ").slice(0, 16)} UTC` : "";

async function document(
  review: Review,
  version: Review["versions"][number],
  siteName: string,
): Promise<ReactElement> {
  const { Document, Page, StyleSheet, Text, View } = await import("@react-pdf/renderer");
  const s = StyleSheet.create({
    page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: "#111" },
    title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 12 },
    bold: { fontFamily: "Helvetica-Bold" },
    muted: { color: "#555" },
    row: { flexDirection: "row", marginBottom: 3 },
    label: { width: 110, color: "#555" },
    section: { marginTop: 18 },
    event: { marginBottom: 4 },
  });
  const row = (label: string, value: string) =>
    h(View, { style: s.row, key: label }, h(Text, { style: s.label }, label), h(Text, null, value));
  return h(
    Document,
    { title: `Approval: ${review.deliverable.fileName}`, author: siteName },
    h(
      Page,
      { size: "A4", style: s.page },
      h(Text, { style: s.muted }, siteName),
      h(Text, { style: s.title }, "Approval record"),
      row("Deliverable", review.deliverable.fileName),
      row("Project", review.deliverable.projectName),
      row("Version", `v${version.number} — ${version.fileName}`),
      row("Uploaded", when(version.uploadedAt)),
      row("Approved by", version.decidedByName ?? ""),
      row("Approved on", when(version.decidedAt)),
      version.decisionNote ? row("Note", version.decisionNote) : null,
      h(
        View,
        { style: s.section },
        h(Text, { style: s.bold }, "History"),
        ...review.events.map((e) =>
          h(
            Text,
            { style: s.event, key: e.id },
            `${when(e.createdAt)} · v${e.versionNumber} · ${e.actorName} (${e.actorSide}) · ${e.kind}${
              e.videoTime !== null ? ` at ${formatVideoTime(e.videoTime)}` : ""
            }${e.body ? `: ${e.body}` : ""}`,
          ),
        ),
      ),
    ),
  );
}

/** The approval PDF of a deliverable's approved version, for its client and admins (404 otherwise). */
export async function renderApprovalPdf(user: Actor, deliverableId: string) {
  const review = await getReview(user, deliverableId);
  const version = review.versions.find((v) => v.status === "approved");
  if (!version) throw new Response("Not Found", { status: 404 });
  const { siteName } = await getSettings(["siteName"]);
  const { renderToBuffer } = await import("@react-pdf/renderer");
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf types its root as its own Document element.
  const buffer = await renderToBuffer((await document(review, version, String(siteName))) as any);
  const safe = review.deliverable.fileName.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 80) || "deliverable";
  return { buffer, fileName: `approval-${safe}-v${version.number}.pdf` };
}
