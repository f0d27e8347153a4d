import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { CONNECTION_LOST_REASON, serverAnsweredReason } from "#app/lib/keep-form-on-failure.ts";

export type UploadProgressState = {
  loaded: number;
  total: number;
  startedAt: number;
  /** Every byte has left the browser; the server is checking and storing the file. */
  sent: boolean;
};

type ActionResult = { ok: boolean; message: string };

export type Upload<R extends ActionResult = ActionResult> = ReturnType<typeof useUpload<R>>;

/** Progress reports are many a second; the bar and its words move by whole percents. */
const percent = (p: { loaded: number; total: number }) => Math.floor((100 * p.loaded) / Math.max(p.total, 1));

const isResult = (value: unknown): value is ActionResult =>
  typeof value === "object" && value !== null && typeof (value as ActionResult).ok === "boolean";

function answerOf<R extends ActionResult>(xhr: XMLHttpRequest, url: string): R | string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (isResult(body)) return body as R;
  } catch {}
  // A guard that found the session gone redirected the upload to the sign-in page.
  const landed = xhr.responseURL ? new URL(xhr.responseURL, "http://x").pathname : null;
  if (landed && landed !== new URL(url, "http://x").pathname)
    return "you were signed out. Please sign in again and retry.";
  return serverAnsweredReason(xhr.status, xhr.statusText);
}

/**
 * Sends a form's multipart body to an upload endpoint (app/routes/admin/uploads.ts,
 * app/routes/portal/uploads.ts) by XMLHttpRequest, because fetch() reports no upload progress and
 * a 500 MB cut takes minutes on an office line (issue 36 item 18). Gives the bytes sent, Cancel,
 * and the action's result in the shape of a fetcher (`state`, `data`), so `useActionResult` shows
 * it as before. The form is never reset here: on failure or Cancel what was typed stays.
 * `check` is the form's own check before sending (the server checks again); `failure` words a
 * request that got no answer of the action's own.
 */
export function useUpload<R extends ActionResult>({
  url,
  failure,
  check,
}: {
  url: string;
  failure: (reason: string) => R;
  check?: (data: FormData) => string | null;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const [data, setData] = useState<R | undefined>(undefined);
  const [cancelled, setCancelled] = useState(false);
  const request = useRef<XMLHttpRequest | null>(null);
  const revalidator = useRevalidator();

  // Leaving the page stops an upload nobody would see finish.
  useEffect(() => () => request.current?.abort(), []);

  function send(form: HTMLFormElement) {
    request.current?.abort();
    const body = new FormData(form);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    const startedAt = Date.now();
    const mine = () => request.current === xhr;
    const finish = (result: R) => {
      if (!mine()) return;
      request.current = null;
      setProgress(null);
      setData(result);
      // The lists on the page show the new file (the live stream would too, a moment later).
      if (result.ok) void revalidator.revalidate();
    };
    let shown = -1;
    xhr.upload.onprogress = (event) => {
      if (!mine() || !event.lengthComputable) return;
      const next = { loaded: event.loaded, total: event.total, startedAt, sent: false };
      if (percent(next) === shown) return;
      shown = percent(next);
      setProgress(next);
    };
    xhr.upload.onload = () => {
      if (mine())
        setProgress((p) => ({ ...(p ?? { startedAt, total: 0 }), loaded: p?.total ?? 0, sent: true }));
    };
    xhr.onload = () => {
      const answer = answerOf<R>(xhr, url);
      finish(typeof answer === "string" ? failure(answer) : answer);
    };
    xhr.onerror = () => finish(failure(CONNECTION_LOST_REASON));
    xhr.onabort = () => {
      if (!mine()) return;
      request.current = null;
      setProgress(null);
      setCancelled(true);
    };
    setCancelled(false);
    setProgress({ loaded: 0, total: fileBytes(body), startedAt, sent: false });
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.send(body);
  }

  const state = progress ? ("submitting" as const) : ("idle" as const);
  return {
    state,
    data,
    progress,
    cancelled,
    /** Why the form was not sent: its own check. */
    problem,
    /** Why the last upload failed (the server's refusal or a lost connection), until the next. */
    refusal: state === "idle" && data && !data.ok ? data.message : null,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = event.currentTarget;
      const message = check?.(new FormData(form)) ?? null;
      setProblem(message);
      if (!message) send(form);
    },
    /** Stops the upload: the server reads an incomplete body and keeps nothing. */
    cancel: () => request.current?.abort(),
    /** Stops any upload without a word (its form is going away) and forgets the last Cancel. */
    reset() {
      const xhr = request.current;
      request.current = null;
      xhr?.abort();
      setProgress(null);
      setCancelled(false);
      setProblem(null);
    },
  };
}

/** The files' bytes: the bar's length until the browser reports the whole body's. */
function fileBytes(body: FormData): number {
  let total = 0;
  for (const value of body.values()) if (typeof value !== "string") total += value.size;
  return total;
}
