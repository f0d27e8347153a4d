// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("runs the work in the browser's next idle period, with the timeout given, unless cancelled", () => {
  const pending = new Map<number, () => void>();
  let next = 0;
  const request = vi.fn((run: () => void, _options?: { timeout: number }) => {
    pending.set(++next, run);
    return next;
  });
  vi.stubGlobal("requestIdleCallback", request);
  vi.stubGlobal("cancelIdleCallback", (handle: number) => pending.delete(handle));
  const work = vi.fn();
  whenIdle(work, 2000);
  expect(request).toHaveBeenLastCalledWith(work, { timeout: 2000 });
  const cancel = whenIdle(work);
  cancel();
  expect(work).not.toHaveBeenCalled();
  for (const run of pending.values()) run();
  expect(work).toHaveBeenCalledTimes(1);
});

it("without idle callbacks, runs the work on the next turn, and can be cancelled", () => {
  vi.useFakeTimers();
  vi.stubGlobal("requestIdleCallback", undefined);
  Reflect.deleteProperty(window, "requestIdleCallback");
  expect("requestIdleCallback" in window).toBe(false);
  const work = vi.fn();
  whenIdle(work);
  whenIdle(work)();
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});
