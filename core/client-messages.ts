import "./zod-jitless.ts";
import { z } from "zod";

export const MESSAGE_MAX_LENGTH = 5000;

/** A message to or from a client: the trimmed text must be non-empty (001 section 5). */
export const messageSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, "Please write a message")
    .max(MESSAGE_MAX_LENGTH, `Please keep messages under ${MESSAGE_MAX_LENGTH} characters`),
  /** '' = 'General Message'. */
  projectId: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
});

export type MessageInput = z.infer<typeof messageSchema>;

/** The send button: disabled when the text is empty (after trimming) or while sending. */
export function canSendMessage(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0 && text.trim().length <= MESSAGE_MAX_LENGTH;
}

/**
 * The composer's keys: Enter sends, Shift+Enter starts a new line, and Enter while an input method
 * is composing (Japanese, Chinese) only confirms the characters.
 */
export function composerKeyAction(key: { key: string; shiftKey: boolean; isComposing: boolean }) {
  if (key.key !== "Enter" || key.isComposing) return "none";
  return key.shiftKey ? "newline" : "send";
}
