// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { useSendingProgress } from "./use-sending-progress.ts";

function Estimate() {
  // Started an hour ago, a quarter done: time left depends on the clock.
  const started = new Date(Date.now() - 3_600_000);
  const p = useSendingProgress({ done: 250, total: 1000 }, started);
  return createElement("p", null, `${p?.text} · ${p?.estimate ?? "no estimate"}`);
}

it("leaves the clock-dependent time left out of the server's HTML and adds it once the page runs", async () => {
  expect(renderToString(createElement(Estimate))).toContain("Sent 250 of 1,000 · no estimate");
  render(createElement(Estimate));
  expect(await screen.findByText(/Sent 250 of 1,000 · .+ left/)).toBeTruthy();
});
