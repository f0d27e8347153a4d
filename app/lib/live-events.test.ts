import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's EventSource that the test drives by hand. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  url: string;
  closed = false;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, () => void>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  ready() {
    this.listeners.get("ready")?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const latest = () => FakeEventSource.instances.at(-1)!;

describe("the shared live-event connection", () => {
  it("opens one stream for all listeners and passes changes on", async () => {
    const { subscribeLive } = await import("./live-events.ts");
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeLive(a);
    const stopB = subscribeLive(b);
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

  it("reconnects after 1000, 2000, 5000 and then every 10000 ms, and asks for a reload once back", async () => {
    const { subscribeLive } = await import("./live-events.ts");
    const listener = vi.fn();
    subscribeLive(listener);
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
});
