import type { FieldErrors } from "./post-schema.ts";

/** What the blog manager's action answers to a save or delete. */
export type BlogActionResult =
  | { ok: true; intent: "create" | "update" | "delete"; message: string }
  | { ok: false; intent: string; message: string; fields?: FieldErrors };

/** What it answers to a preview request: the content as the public page would show it. */
export type PreviewResult = { intent: "preview"; html: string };

/** The blog manager's texts (001 section 8). */
export const BLOG_MESSAGES = {
  created: "Post created successfully!",
  updated: "Post updated successfully!",
  deleted: "Post deleted successfully!",
  saveFailed: (message: string) => `Failed to save post: ${message}`,
  deleteFailed: (message: string) => `Failed to delete post: ${message}`,
  loadFailed: (message: string) => `Failed to load blog posts: ${message}`,
  /* Not in the specification's list of preview alerts; worded like them. */
  previewDisabled: "Blog post changes are disabled in preview mode",
} as const;
