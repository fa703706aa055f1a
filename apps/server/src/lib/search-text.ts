/**
 * Text as search compares it: lower case, accents removed (é → e, ß stays), white space collapsed.
 * Stored beside what it describes (`symbols.search_text`) and applied to every query, so matching
 * in PostgreSQL needs neither `unaccent` nor a function in the index.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
