import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  url: string;
  closed = false;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (message: { data: string }) => void>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  /** The stream's first event; by default no change lately. */
  ready(changedMsAgo: Record<string, number> = {}) {
    this.listeners.get("ready")?.({ data: JSON.stringify({ changedMsAgo }) });
  }
}

/** The browser's channels between tabs: a message reaches every other channel of the same name. */
class FakeBroadcastChannel {
  static open: FakeBroadcastChannel[] = [];
  name: string;
  handlers: ((message: { data: unknown }) => void)[] = [];
  constructor(name: string) {
    this.name = name;
    FakeBroadcastChannel.open.push(this);
  }
  addEventListener(_type: "message", handler: (message: { data: unknown }) => void) {
    this.handlers.push(handler);
  }
  postMessage(data: unknown) {
    for (const other of FakeBroadcastChannel.open)
      if (other !== this && other.name === this.name) for (const handler of other.handlers) handler({ data });
  }
}

/** The browser's Web Locks, shared by every tab: one holder per name, the others queued in order. */
class FakeLocks {
  held = new Set<string>();
  queue: { name: string; grant: () => void }[] = [];
  request(name: string, ...args: unknown[]) {
    const callback = args.at(-1) as (lock: object | null) => unknown;
    const options = (args.length > 1 ? args[0] : {}) as { ifAvailable?: boolean };
    const run = async () => {
      this.held.add(name);
      try {
        await callback({ name });
      } finally {
        this.held.delete(name);
        const next = this.queue.findIndex((q) => q.name === name);
        if (next >= 0) this.queue.splice(next, 1)[0].grant();
      }
    };
    if (!this.held.has(name)) return Promise.resolve().then(run);
    if (options.ifAvailable) return Promise.resolve().then(() => callback(null));
    return new Promise<void>((resolve) => this.queue.push({ name, grant: () => void run().then(resolve) }));
  }
}

let locks: FakeLocks;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  FakeBroadcastChannel.open = [];
  locks = new FakeLocks();
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("BroadcastChannel", FakeBroadcastChannel);
  vi.stubGlobal("navigator", { locks });
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const latest = () => FakeEventSource.instances.at(-1)!;
/** Lets the lock grants (promises) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
/** One browser tab: its own copy of the module, sharing the browser's locks and channels. */
async function openTab() {
  vi.resetModules();
  return import("./live-events.ts");
}

describe("the shared live-event connection", () => {
  it("opens one stream for all listeners and passes changes on", async () => {
    const { subscribeLive } = await import("./live-events.ts");
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeLive(a);
    const stopB = subscribeLive(b);
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(latest().url).toBe("/api/events");
    latest().ready();
    latest().onmessage?.({ data: JSON.stringify({ table: "client_messages", op: "INSERT", id: "m1" }) });
    expect(a).toHaveBeenCalledWith({ table: "client_messages", op: "INSERT", id: "m1" });
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    vi.advanceTimersByTime(2000);
    expect(latest().closed).toBe(true);
  });

  it("passes on the changes its first stream says came after the page was read, and no older ones", async () => {
    // The page's first byte arrived 1 s ago.
    vi.stubGlobal("performance", { now: () => 5000, getEntriesByType: () => [{ responseStart: 4000 }] });
    const { subscribeLive } = await import("./live-events.ts");
    const listener = vi.fn();
    subscribeLive(listener);
    await settle();
    latest().ready({ client_messages: 500, contacts: 20_000 });
    expect(listener.mock.calls).toEqual([[{ table: "client_messages", op: "UPDATE" }]]);
  });

  it("reconnects after 1000, 2000, 5000 and then every 10000 ms, and asks for a reload once back", async () => {
    const { subscribeLive } = await import("./live-events.ts");
    const listener = vi.fn();
    subscribeLive(listener);
    await settle();
    latest().ready();
    for (const wait of [1000, 2000, 5000, 10000, 10000]) {
      const before = FakeEventSource.instances.length;
      latest().onerror?.();
      vi.advanceTimersByTime(wait - 1);
      expect(FakeEventSource.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.instances).toHaveLength(before + 1);
    }
    latest().ready();
    expect(listener).toHaveBeenCalledWith("resync");
    // Back to the first step after a successful connection.
    latest().onerror?.();
    const before = FakeEventSource.instances.length;
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(before + 1);
  });

  it("gives up on a connection that does not open within 10 s or goes silent past the heartbeat", async () => {
    const { subscribeLive } = await import("./live-events.ts");
    subscribeLive(() => {});
    await settle();
    const first = latest();
    vi.advanceTimersByTime(10_000);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    const second = latest();
    second.ready();
    vi.advanceTimersByTime(25_000 + 10_000 - 1);
    expect(second.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(second.closed).toBe(true);
  });

  it("keeps one stream for the whole browser: the other tabs hear its changes, and take it over", async () => {
    const first = await openTab();
    const second = await openTab();
    const third = await openTab();
    const heard = [vi.fn(), vi.fn(), vi.fn()];
    const stopFirst = first.subscribeLive(heard[0]);
    await settle();
    second.subscribeLive(heard[1]);
    third.subscribeLive(heard[2]);
    await settle();
    // A browser keeps 6 connections to a host: three tabs hold one stream, not three.
    expect(FakeEventSource.instances).toHaveLength(1);
    const leader = latest();
    leader.ready();
    for (let round = 0; round < 10; round++) {
      leader.onmessage?.({ data: JSON.stringify({ table: "projects", op: "UPDATE", id: `p${round}` }) });
    }
    for (const listener of heard) expect(listener).toHaveBeenCalledTimes(10);
    expect(heard[1]).toHaveBeenLastCalledWith({ table: "projects", op: "UPDATE", id: "p9" });

    // The leading tab stops listening (closed, or on a page without live data): the next one leads.
    stopFirst();
    vi.advanceTimersByTime(2000);
    await settle();
    expect(leader.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    const next = latest();
    next.ready();
    // What changed during the handover is fetched once by every tab still listening.
    expect(heard[1]).toHaveBeenLastCalledWith("resync");
    expect(heard[2]).toHaveBeenLastCalledWith("resync");
    next.onmessage?.({ data: JSON.stringify({ table: "projects", op: "INSERT", id: "p10" }) });
    expect(heard[2]).toHaveBeenLastCalledWith({ table: "projects", op: "INSERT", id: "p10" });
    expect(heard[0]).toHaveBeenCalledTimes(10);
  });
});
