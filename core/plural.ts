/**
 * The one way a count is written in words: '1 submission', '2 submissions', '1,634 people'. Give
 * the plural when adding 's' is wrong ('person', 'people'). Every count the product writes goes
 * through here, so that none reads '1 income transactions'.
 */
export function countOf(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${pluralWord(count, singular, pluralForm)}`;
}

/** The word alone, for a count written apart from it: 'post' or 'posts'. */
export function pluralWord(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
