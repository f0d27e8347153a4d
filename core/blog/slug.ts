/**
 * The slug rule of 001 section 5: lowercase, drop characters other than letters, digits, spaces and
 * hyphens, turn spaces into hyphens, collapse repeated hyphens. Surrounding whitespace is trimmed
 * first so that a title typed with a trailing space does not end in a hyphen.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/**
 * The slug a post is saved with: the one typed (normalised by the same rule, so that it is always
 * URL-safe), or, when none was typed, one generated from the title.
 */
export function resolveSlug(slug: string | undefined, title: string): string {
  const typed = slug?.trim() ?? "";
  return slugify(typed === "" ? title : typed);
}
