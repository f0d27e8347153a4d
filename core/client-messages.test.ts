import { describe, expect, it } from "vitest";
import { canSendMessage, composerKeyAction, MESSAGE_MAX_LENGTH, messageSchema } from "./client-messages.ts";

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

describe("composer limits and keys", () => {
  it("refuses to send a message over the limit instead of cutting it", () => {
    expect(canSendMessage("x".repeat(MESSAGE_MAX_LENGTH), false)).toBe(true);
    expect(canSendMessage("x".repeat(MESSAGE_MAX_LENGTH * 2), false)).toBe(false);
    expect(messageSchema.safeParse({ content: "x".repeat(10_000) }).error?.issues[0].message).toBe(
      `Please keep messages under ${MESSAGE_MAX_LENGTH} characters`,
    );
  });

  it("keeps line breaks inside a message", () => {
    expect(messageSchema.parse({ content: "Line one\nLine two\n" }).content).toBe("Line one\nLine two");
  });

  it("sends on Enter, starts a line on Shift+Enter, and leaves an input method alone", () => {
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: false })).toBe("send");
    expect(composerKeyAction({ key: "Enter", shiftKey: true, isComposing: false })).toBe("newline");
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: true })).toBe("none");
    expect(composerKeyAction({ key: "a", shiftKey: false, isComposing: false })).toBe("none");
  });
});
