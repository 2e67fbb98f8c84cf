/** Matches an item against a search: every word of the query appears in one of its texts, case aside. */
export function matchesQuery(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text): text is string => Boolean(text))
    .join('\n')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
