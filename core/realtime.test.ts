import { describe, expect, it } from "vitest";
import { reconnectDelay } from "./realtime.ts";

describe("reconnectDelay", () => {
  it("steps 1000, 2000, 5000, then stays at 10000 ms", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});
