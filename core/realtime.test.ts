import { describe, expect, it } from "vitest";
import { FIRST_READY_MARGIN_MS, reconnectDelay, tablesMissedBeforeStream } from "./realtime.ts";

describe("reconnectDelay", () => {
  it("steps 1000, 2000, 5000, then stays at 10000 ms", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe("tablesMissedBeforeStream", () => {
  it("names the tables changed after the page's data was read, within the margin", () => {
    const ready = {
      changedMsAgo: {
        client_messages: 300,
        contacts: 800 + FIRST_READY_MARGIN_MS,
        invoices: 801 + FIRST_READY_MARGIN_MS,
      },
    };
    expect(tablesMissedBeforeStream(ready, 800)).toEqual(["client_messages", "contacts"]);
  });
  it("names none when every change is older than the page, or there was none", () => {
    expect(tablesMissedBeforeStream({ changedMsAgo: { projects: 60_000 } }, 800)).toEqual([]);
    expect(tablesMissedBeforeStream({ changedMsAgo: {} }, 800)).toEqual([]);
  });
});
