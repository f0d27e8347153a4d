/**
 * Tag rules of 001 section 5: tags are trimmed, non-empty and unique. Uniqueness ignores letter
 * case, so 'Video' and 'video' are one tag (the first spelling wins).
 */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim();
  if (tag === "") return [...tags];
  const key = tag.toLowerCase();
  if (tags.some((t) => t.toLowerCase() === key)) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** Applies the rules to a whole list, e.g. one that came from a form. */
export function normalizeTags(input: readonly string[]): string[] {
  return input.reduce<string[]>((tags, t) => addTag(tags, t), []);
}

/** Blog cards show at most 3 tags, then '+N more' (001 section 9). */
export const CARD_MAX_TAGS = 3;

export function cardTags(tags: readonly string[], max = CARD_MAX_TAGS) {
  const shown = tags.slice(0, max);
  const more = tags.length - shown.length;
  return { shown, more, moreLabel: more > 0 ? `+${more} more` : null };
}
