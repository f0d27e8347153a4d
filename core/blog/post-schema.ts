import "../zod-jitless.ts";
import { z } from "zod";
import { isUsableSlug, resolveSlug } from "./slug.ts";
import { normalizeTags } from "./tags.ts";

/** Blog post status: draft (default), published, archived (001 section 4). */
export const POST_STATUSES = ["draft", "published", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

/** The admin list's status filter: all, published, draft, archived (001 section 2). */
export const STATUS_FILTERS = ["all", "published", "draft", "archived"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const DEFAULT_AUTHOR = "Admin";
export const REQUIRED_FIELDS_MESSAGE = "Please fill in title, slug, and content";
/** Beside an empty required field: the form says REQUIRED_FIELDS_MESSAGE once, at its top. */
export const REQUIRED_FIELD_TEXT = "Required";
export const IMAGE_URL_MESSAGE =
  "Please enter a valid image URL starting with http:// or https://, or a path on this site starting with /";
/** The title has no letters that can be spelled in a URL (Japanese, emoji only): ask for a slug. */
export const SLUG_FROM_TITLE_MESSAGE =
  "No slug can be made from this title. Please type a slug (letters a-z, digits and hyphens).";
/** A typed slug with nothing usable left after the rule (punctuation, another script only). */
export const SLUG_UNUSABLE_MESSAGE =
  "The slug needs at least one letter (a-z) or digit. Please type another slug.";
export const SLUG_TAKEN_MESSAGE = "A post with this slug already exists.";

/** An http(s) URL, or an image the site serves itself (the demo posts' /images/blog/....png). */
function isImageAddress(value: string): boolean {
  if (/^\/(?!\/)\S*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const LIMITS = {
  title: 200,
  slug: 200,
  author: 100,
  excerpt: 1_000,
  content: 500_000,
  tag: 50,
  tags: 30,
} as const;

const tooLong = (what: string, max: number) =>
  `The ${what} can be at most ${max.toLocaleString("en-US")} characters`;
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(what, max))
    .transform((v) => (v === "" ? null : v));

/**
 * The post form and payload, shared by the modal (instant messages) and the action (authority).
 * The output carries the final slug (generated from the title when empty), author and tags.
 */
export const postInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .max(LIMITS.title, tooLong("title", LIMITS.title)),
    slug: z.string().max(LIMITS.slug, tooLong("slug", LIMITS.slug)).default(""),
    author: z
      .string()
      .trim()
      .max(LIMITS.author, tooLong("author", LIMITS.author))
      .default("")
      .transform((v) => v || DEFAULT_AUTHOR),
    imageUrl: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || isImageAddress(v), IMAGE_URL_MESSAGE)
      .transform((v) => (v === "" ? null : v)),
    excerpt: optionalText("excerpt", LIMITS.excerpt).default(null),
    content: z
      .string()
      .max(LIMITS.content, tooLong("content", LIMITS.content))
      .refine((v) => v.trim() !== "", REQUIRED_FIELDS_MESSAGE),
    tags: z
      .array(z.string().max(LIMITS.tag, `A tag can be at most ${LIMITS.tag} characters`))
      .default([])
      .transform(normalizeTags)
      .pipe(z.array(z.string()).max(LIMITS.tags, `A post can have at most ${LIMITS.tags} tags`)),
    status: z.enum(POST_STATUSES, "Choose a status: draft, published or archived").default("draft"),
    featured: z.boolean().default(false),
  })
  .transform((post, ctx) => {
    const slug = resolveSlug(post.slug, post.title);
    // A slug of hyphens alone (a title of punctuation, emoji or Japanese) is as good as none: say
    // why, since the title field is filled in and 'Please fill in title...' would puzzle.
    if (!isUsableSlug(slug)) {
      const typed = post.slug.trim() !== "";
      const message = typed ? SLUG_UNUSABLE_MESSAGE : SLUG_FROM_TITLE_MESSAGE;
      ctx.addIssue({ code: "custom", message, path: ["slug"] });
      return z.NEVER;
    }
    return { ...post, slug };
  });

export type PostInput = z.input<typeof postInputSchema>;
export type PostValues = z.output<typeof postInputSchema>;

/** Reads the modal's form fields (tags repeat as `tags`; `featured` is a checkbox). */
export function postInputFromFormData(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    title: text("title") ?? "",
    slug: text("slug") ?? "",
    author: text("author") ?? "",
    imageUrl: text("imageUrl") ?? "",
    excerpt: text("excerpt") ?? "",
    content: text("content") ?? "",
    tags: form.getAll("tags").filter((t): t is string => typeof t === "string"),
    status: text("status") ?? "draft",
    featured: ["on", "true"].includes(text("featured") ?? ""),
  };
}

export type FieldErrors = Partial<Record<keyof PostValues, string>>;

/**
 * The first message of each field, and the first message overall (shown at the top of the form).
 * An empty required field says only 'Required': the top of the form names title, slug and content
 * once, not once more beside each of them.
 */
export function postErrors(error: z.ZodError): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof PostValues | undefined;
    if (key && !fields[key])
      fields[key] = issue.message === REQUIRED_FIELDS_MESSAGE ? REQUIRED_FIELD_TEXT : issue.message;
  }
  const required = error.issues.find((i) => i.message === REQUIRED_FIELDS_MESSAGE);
  return { message: (required ?? error.issues[0]).message, fields };
}
