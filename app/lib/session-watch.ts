import { SESSION_CHANNEL, SESSION_CHECK_INTERVAL_MS } from "#core/auth-rules.ts";
import { appStartState } from "./app-start.ts";

/*
 * Keeps an open tab's idea of who is signed in true (000: the session events 'signed in' and
 * 'signed out', a session refresh check every 30 seconds). Signing in or out in one tab tells the
 * browser's other tabs at once; a signed-in tab also asks the server every 30 s while it is
 * visible, and when it becomes visible again, so a session that ended elsewhere (signed out on
 * another device, expired, ended by a password reset) shows within that time. The server's answer
 * also keeps an active session alive (Better Auth extends it when read). A signed-out tab asks
 * nothing: a session can only start in this browser, and then its tab says so.
 */

type Announcement = { userId: string | null };

let channel: BroadcastChannel | null | undefined;
/** The user this tab last showed, to tell the other tabs only of a change made here. */
let shown: string | null | undefined;

function sessionChannel() {
  if (channel === undefined)
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(SESSION_CHANNEL) : null;
  return channel;
}

async function serverUserId(): Promise<string | null | undefined> {
  const response = await fetch("/api/session", { cache: "no-store" }).catch(() => null);
  if (!response?.ok) return undefined; // offline or failing: no news, check again later
  const body = (await response.json().catch(() => null)) as Announcement | null;
  return body && "userId" in body ? body.userId : undefined;
}

/** Calls `onChange` when the signed-in user differs from `userId`; returns the clean-up. */
export function watchSession(userId: string | null, onChange: () => void): () => void {
  const tabs = sessionChannel();
  if (shown !== undefined && shown !== userId) tabs?.postMessage({ userId } satisfies Announcement);
  shown = userId;

  const heard = (event: MessageEvent<Announcement>) => {
    if (event.data?.userId !== userId) onChange();
  };
  // Another tab signed in or out before this page's code started (app-start.ts): reload now.
  const early = appStartState();
  if (early?.sessionNews) {
    early.sessionNews = false;
    onChange();
  }
  tabs?.addEventListener("message", heard);
  if (userId === null) return () => tabs?.removeEventListener("message", heard);

  let asking = false;
  const check = async () => {
    if (asking || document.visibilityState !== "visible") return;
    asking = true;
    try {
      const now = await serverUserId();
      if (now !== undefined && now !== userId) onChange();
    } finally {
      asking = false;
    }
  };
  const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
  document.addEventListener("visibilitychange", check);
  return () => {
    tabs?.removeEventListener("message", heard);
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", check);
  };
}
