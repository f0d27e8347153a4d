import { createHash, randomBytes } from "node:crypto";

export type WriteKind = "brief" | "message" | "upload";

/** What one round sent: the keys the server acknowledged (2xx) and the hash of every upload sent. */
export type Sent = {
  acked: Record<WriteKind, Set<string>>;
  uploads: Map<string, string>;
  /** Answers that were neither an acknowledgement nor a network error (a 4xx/5xx while alive). */
  refused: string[];
};

type Writer = { baseURL: string; admin: string; client: string; projectId: string; round: string };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** One request per kind, keyed by a unique string that the check after the crash looks for. */
function writeRequest(kind: WriteKind, key: string, w: Writer, sent: Sent): RequestInit {
  const headers = { origin: w.baseURL };
  if (kind === "brief") {
    return {
      method: "POST",
      // A fresh address per brief keeps the form's limit out of this bench.
      headers: {
        ...headers,
        "content-type": "application/json",
        "x-forwarded-for": `198.19.${key.length}.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify({
        name: "Crash Test",
        email: `${key}@bench.test`,
        service_needed: "media-production",
        budget_range: "1000-3000",
        subject: key,
        project_details: "Written while the server may die.",
        honeypot_field: "",
      }),
    };
  }
  if (kind === "message") {
    return {
      method: "POST",
      headers: { ...headers, cookie: w.client },
      body: new URLSearchParams({ content: key }),
    };
  }
  // 64 KB to 8 MB, so that a kill often lands in the middle of a body being written to disk.
  const bytes = randomBytes(64 * 1024 + Math.floor(Math.random() * 8 * 1024 * 1024));
  sent.uploads.set(key, sha256(bytes));
  const form = new FormData();
  form.set("intent", "upload-deliverable");
  form.set("projectId", w.projectId);
  form.set("fileName", key);
  form.set("file", new File([bytes], `${key}.zip`));
  return { method: "POST", headers: { ...headers, cookie: w.admin }, body: form };
}

const paths: Record<WriteKind, string> = {
  brief: "/api/contact",
  message: "/client-portal/messages",
  upload: "/admin/client-portal",
};

/**
 * Writes briefs, portal messages and uploads on `lanes` lanes per kind until the server stops
 * answering (the kill); `done` resolves when every lane has met a network error.
 */
export function startWriters(w: Writer, lanes: number) {
  const sent: Sent = {
    acked: { brief: new Set(), message: new Set(), upload: new Set() },
    uploads: new Map(),
    refused: [],
  };
  let n = 0;
  const lane = async (kind: WriteKind) => {
    for (;;) {
      const key = `kill-${w.round}-${kind}-${n++}`;
      try {
        const response = await fetch(w.baseURL + paths[kind], {
          ...writeRequest(kind, key, w, sent),
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status < 300) sent.acked[kind].add(key);
        else sent.refused.push(`${kind} ${response.status}`);
      } catch {
        return; // The server is gone.
      }
    }
  };
  const kinds: WriteKind[] = ["brief", "message", "upload"];
  const done = Promise.all(kinds.flatMap((kind) => Array.from({ length: lanes }, () => lane(kind))));
  return { sent, done };
}

export { sha256 };
