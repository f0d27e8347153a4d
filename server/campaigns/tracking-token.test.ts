import { describe, expect, it } from "vitest";
import { signTracking, verifyTracking } from "./tracking-token.ts";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const deliveryId = "3f1c2b8e-1d2a-4c5b-9e8f-0a1b2c3d4e5f";

describe("tracking tokens", () => {
  it("verifies what it signed", () => {
    expect(verifyTracking(signTracking({ kind: "open", deliveryId }, secret), secret)).toEqual({
      kind: "open",
      deliveryId,
    });
    const click = signTracking({ kind: "click", deliveryId, link: 7 }, secret);
    expect(verifyTracking(click, secret)).toEqual({ kind: "click", deliveryId, link: 7 });
  });

  it("refuses a changed link index, another delivery, another key or garbage", () => {
    const click = signTracking({ kind: "click", deliveryId, link: 1 }, secret);
    expect(verifyTracking(click.replace(".1.", ".2."), secret)).toBeNull();
    expect(verifyTracking(click.replace(deliveryId.slice(0, 8), "00000000"), secret)).toBeNull();
    expect(verifyTracking(click, `${secret}x`)).toBeNull();
    for (const bad of ["", ".", "o..", "x".repeat(500), `o.${deliveryId}`]) {
      expect(verifyTracking(bad, secret)).toBeNull();
    }
  });
});
