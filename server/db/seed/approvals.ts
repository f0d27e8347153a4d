import { deflateSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { getStorage } from "../../storage/index.ts";
import type { Db } from "../client.ts";
import {
  contacts,
  deliverableEvents,
  deliverableVersions,
  projectDeliverables,
  projects,
} from "../schema.ts";
import { demoVideo } from "./demo-video.ts";

/* Issue 32 item 8: the review demo on client@example.test's projects, with real small files made
   here (a PNG drawn in code, a one-page PDF) or shipped (a 3-second clip) stored through the file
   storage, so that the review view shows each inline. */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A 64x40 PNG in two colours: enough to see inline. */
export function demoPng(rgb: [number, number, number], accent: [number, number, number]) {
  const w = 64;
  const h = 40;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const c = x > 16 && x < 48 && y > 10 && y < 30 ? accent : rgb;
      raw.set(c, y * (w * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** A one-page PDF with one line of text. */
export function demoPdf(text: string) {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  ];
  const stream = `BT /F1 18 Tf 40 100 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

async function store(key: string, bytes: Buffer) {
  const { size } = await getStorage().put(key, new Blob([new Uint8Array(bytes)]).stream());
  return size;
}

type Step = { kind: string; side: "client" | "agency"; body?: string; daysAgo: number; videoTime?: number };

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "video/mp4": "mp4",
};

/** Every seeded deliverable gets its version 1 (as migration 0019 does), then the review demo. */
export async function seedApprovals(db: Db, now: Date) {
  await db.execute(sql`
    insert into deliverable_versions (deliverable_id, project_id, number, file_name, file_url, storage_key, file_size, file_type, uploaded_by, uploaded_at, status)
    select id, project_id, 1, file_name, file_url, storage_key, file_size, file_type, uploaded_by, uploaded_at, 'draft'
    from project_deliverables`);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(contacts, eq(contacts.id, projects.clientId))
    .where(eq(contacts.email, "client@example.test"))
    .limit(1);
  if (!project) return 0;
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const due = new Date(now.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
  const client = "Jordan Client";
  const agency = "Agency Team";

  const demos: {
    name: string;
    versions: { file: string; bytes: Buffer; type: string; status: string; daysAgo: number; steps: Step[] }[];
  }[] = [
    {
      name: "Hero Banner.png",
      versions: [
        {
          file: "Hero Banner.png",
          bytes: demoPng([200, 30, 40], [255, 255, 255]),
          type: "image/png",
          status: "changes_requested",
          daysAgo: 6,
          steps: [
            { kind: "request", side: "agency", daysAgo: 6 },
            {
              kind: "changes_requested",
              side: "client",
              body: "Could the white block be wider and centred?",
              daysAgo: 5,
            },
          ],
        },
        {
          file: "Hero Banner v2.png",
          bytes: demoPng([30, 30, 30], [240, 240, 240]),
          type: "image/png",
          status: "awaiting",
          daysAgo: 2,
          steps: [{ kind: "request", side: "agency", body: "Wider block, as asked", daysAgo: 2 }],
        },
      ],
    },
    {
      name: "Campaign One-pager.pdf",
      versions: [
        {
          file: "Campaign One-pager.pdf",
          bytes: demoPdf("Acme Coffee Co. - Spring campaign one-pager"),
          type: "application/pdf",
          status: "changes_requested",
          daysAgo: 4,
          steps: [
            { kind: "request", side: "agency", daysAgo: 4 },
            { kind: "comment", side: "client", body: "The headline reads well.", daysAgo: 3 },
            {
              kind: "changes_requested",
              side: "client",
              body: "Please add our opening hours at the bottom.",
              daysAgo: 3,
            },
          ],
        },
      ],
    },
    {
      name: "Spring Spot (15 s cut).mp4",
      versions: [
        {
          file: "Spring Spot (15 s cut).mp4",
          bytes: demoVideo(),
          type: "video/mp4",
          status: "awaiting",
          daysAgo: 1,
          steps: [
            { kind: "request", side: "agency", body: "First cut of the spring spot", daysAgo: 1 },
            {
              kind: "comment",
              side: "client",
              body: "Love the pace. Can the pattern hold a little longer here?",
              daysAgo: 0.5,
              videoTime: 1.5,
            },
          ],
        },
      ],
    },
    {
      name: "Logo Mark.png",
      versions: [
        {
          file: "Logo Mark.png",
          bytes: demoPng([20, 90, 60], [250, 220, 120]),
          type: "image/png",
          status: "approved",
          daysAgo: 10,
          steps: [
            { kind: "request", side: "agency", daysAgo: 10 },
            { kind: "approved", side: "client", body: "Perfect, thank you!", daysAgo: 9 },
          ],
        },
      ],
    },
  ];

  for (const demo of demos) {
    const last = demo.versions.at(-1)!;
    const keys = demo.versions.map(
      (_, i) => `deliverables/${project.id}/demo-${demo.name.replace(/\W+/g, "-")}-${i + 1}`,
    );
    const sizes: number[] = [];
    const keyOf = (i: number) => `${keys[i]}.${EXTENSIONS[demo.versions[i].type]}`;
    for (const [i, v] of demo.versions.entries()) sizes.push(await store(keyOf(i), v.bytes));
    const [row] = await db
      .insert(projectDeliverables)
      .values({
        projectId: project.id,
        fileName: last.file,
        storageKey: keyOf(demo.versions.length - 1),
        fileSize: sizes.at(-1)!,
        fileType: last.type,
        description: "Review demo (issue 32)",
        uploadedAt: ago(last.daysAgo),
      })
      .returning();
    for (const [i, v] of demo.versions.entries()) {
      const decision = v.steps.find((s) => s.kind === "approved" || s.kind === "changes_requested");
      const request = v.steps.find((s) => s.kind === "request");
      const [version] = await db
        .insert(deliverableVersions)
        .values({
          deliverableId: row.id,
          projectId: project.id,
          number: i + 1,
          fileName: v.file,
          storageKey: keyOf(i),
          fileSize: sizes[i],
          fileType: v.type,
          uploadedAt: ago(v.daysAgo),
          status: v.status,
          dueDate: v.status === "awaiting" ? due : null,
          requestedAt: request ? ago(request.daysAgo) : null,
          decidedAt: decision ? ago(decision.daysAgo) : null,
          decidedByName: decision ? client : null,
          decisionNote: decision?.body ?? null,
        })
        .returning();
      const steps: Step[] = [
        { kind: "upload", side: "agency", body: v.file, daysAgo: v.daysAgo },
        ...v.steps,
      ];
      for (const [n, s] of steps.entries()) {
        await db.insert(deliverableEvents).values({
          deliverableId: row.id,
          projectId: project.id,
          versionId: version.id,
          versionNumber: i + 1,
          kind: s.kind,
          actorName: s.side === "client" ? client : agency,
          actorSide: s.side,
          body: s.body ?? null,
          videoTime: s.videoTime ?? null,
          createdAt: new Date(ago(s.daysAgo).getTime() + n * 60_000),
        });
      }
    }
  }
  return demos.length;
}
