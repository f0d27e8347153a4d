import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_CHECK_INTERVAL_MS } from "#core/auth-rules.ts";

/* Each import after vi.resetModules() is a tab of its own; Node's BroadcastChannel carries the
   messages between them as the browser's does between tabs. */
async function openTab() {
  vi.resetModules();
  return import("./session-watch.ts");
}

const listeners = new Map<string, () => void>();
const fakeDocument = {
  visibilityState: "visible" as DocumentVisibilityState,
  addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  removeEventListener: (type: string) => listeners.delete(type),
};
const broadcastDelivered = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  fakeDocument.visibilityState = "visible";
  listeners.clear();
  vi.stubGlobal("document", fakeDocument);
  vi.stubGlobal("window", globalThis);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the other tabs", () => {
  it("hear of a sign-out or sign-in made in one tab, and not of a tab that merely opened", async () => {
    const other = vi.fn();
    const stopOther = (await openTab()).watchSession("u1", other);
    const tab = await openTab();
    let stop = tab.watchSession(null, vi.fn()); // opened signed out: not news for anyone
    await broadcastDelivered();
    expect(other).not.toHaveBeenCalled();

    stop();
    stop = tab.watchSession("u1", vi.fn()); // signed in here as the same user: nothing changes there
    await broadcastDelivered();
    expect(other).not.toHaveBeenCalled();

    stop();
    stop = tab.watchSession(null, vi.fn()); // signed out here
    await broadcastDelivered();
    expect(other).toHaveBeenCalledTimes(1);
    stop();
    stopOther();
  });
});

describe("a tab whose code started late (decision 018)", () => {
  it("reloads at once when another tab signed in before it started, and only once", async () => {
    // What the start script records when the session channel speaks before the app runs.
    vi.stubGlobal("__appStart", { sessionNews: true, landing: { k: "v", p: "/" } });
    const changed = vi.fn();
    const tab = await openTab();
    let stop = tab.watchSession(null, changed);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    stop = tab.watchSession(null, changed);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("a signed-in tab", () => {
  it("asks the server every 30 s while visible and reloads when the session ended elsewhere", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const answers: unknown[] = [{ userId: "u1" }, { userId: null }];
    const fetchMock = vi.fn(async () => Response.json(answers.shift()));
    vi.stubGlobal("fetch", fetchMock);
    const changed = vi.fn();
    const stop = (await openTab()).watchSession("u1", changed);

    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/session", { cache: "no-store" });
    expect(changed).not.toHaveBeenCalled(); // still the same user

    fakeDocument.visibilityState = "hidden";
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1); // a hidden tab does not ask

    fakeDocument.visibilityState = "visible";
    listeners.get("visibilitychange")?.(); // shown again: asks at once
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    stop();
    expect(listeners.has("visibilitychange")).toBe(false);
  });

  it("takes a failed or odd answer as no news", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const answers = [
      () => Promise.reject(new TypeError("offline")),
      async () => new Response("busy", { status: 503 }),
      async () => new Response("<html>"),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answers.shift()?.()),
    );
    const changed = vi.fn();
    const stop = (await openTab()).watchSession("u1", changed);
    await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    expect(changed).not.toHaveBeenCalled();
    stop();
  });

  it("a signed-out tab never asks the server", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const stop = (await openTab()).watchSession(null, vi.fn());
    await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    listeners.get("visibilitychange")?.();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});
