import { describe, expect, it } from "vitest";
import { scoreColor } from "./score.ts";

describe("scoreColor", () => {
  it("maps 80+ green, 60+ yellow, 40+ orange, below red", () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreColor)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "orange",
      "orange",
      "red",
      "red",
    ]);
  });
});
