// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sendingProgress } from "#core/progress.ts";
import { ProgressBar } from "./progress-bar.tsx";

afterEach(cleanup);

describe("a progress bar", () => {
  it("is a named progressbar with its value and maximum, and says the figures in words", () => {
    const progress = sendingProgress(1240, 5000, "2026-11-27T10:00:00Z", new Date("2026-11-27T10:01:00Z"));
    render(<ProgressBar label="Sending progress" {...progress} detail={progress.estimate} />);
    const bar = screen.getByRole("progressbar", { name: "Sending progress" });
    expect(bar.getAttribute("value")).toBe("1240");
    expect(bar.getAttribute("max")).toBe("5000");
    expect(screen.getByText("Sent 1,240 of 5,000 · about 3 minutes left")).toBeTruthy();
    expect(bar.getAttribute("aria-describedby")).toBe(screen.getByText(/Sent 1,240/).id);
  });
});
