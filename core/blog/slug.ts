/**
 * Letters that Unicode decomposition (NFKD) does not split into a base letter and a mark, spelled
 * the way an English reader would type them, so 'Straße' gives 'strasse' rather than 'strae'.
 */
const TRANSLITERATIONS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŋ: "ng",
  ſ: "s",
};

/**
 * Turns accented and ligature letters into plain ASCII before the slug rule runs, so that
 * 'Café Crème Brûlée' keeps its letters ('cafe-creme-brulee') instead of losing them.
 * Scripts with no Latin spelling (Japanese, emoji) are left for the rule to drop.
 */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøłđðþıħŋſ]/g, (letter) => TRANSLITERATIONS[letter] ?? letter);
}

/**
 * The slug rule of 001 section 5: lowercase, drop characters other than letters, digits, spaces and
 * hyphens, turn spaces into hyphens, collapse repeated hyphens. Accented letters are transliterated
 * first (see above); surrounding whitespace is trimmed so that a trailing space adds no hyphen.
 */
export function slugify(text: string): string {
  return transliterate(text.trim())
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

/** A slug is usable when it has at least one letter or digit (not hyphens alone, not empty). */
export function isUsableSlug(slug: string): boolean {
  return /[a-z0-9]/.test(slug);
}

/**
 * The slug a post is saved with: the one typed (normalised by the same rule, so that it is always
 * URL-safe), or, when none was typed, one generated from the title.
 */
export function resolveSlug(slug: string | undefined, title: string): string {
  const typed = slug?.trim() ?? "";
  return slugify(typed === "" ? title : typed);
}
