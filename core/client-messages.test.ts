import { describe, expect, it } from "vitest";
import { canSendMessage, MESSAGE_MAX_LENGTH, messageSchema } from "./client-messages.ts";

describe("messageSchema", () => {
  it("trims the text and treats an empty project as a general message", () => {
    expect(messageSchema.parse({ content: "  Hello  ", projectId: "" })).toEqual({ content: "Hello" });
  });

  it("refuses blank and overlong messages", () => {
    expect(messageSchema.safeParse({ content: "   \n " }).success).toBe(false);
    expect(messageSchema.safeParse({ content: "x".repeat(MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
  });
});

describe("canSendMessage", () => {
  it("is off for blank text and while sending", () => {
    expect(canSendMessage("", false)).toBe(false);
    expect(canSendMessage("   ", false)).toBe(false);
    expect(canSendMessage("Hi", true)).toBe(false);
    expect(canSendMessage("Hi", false)).toBe(true);
  });
});
