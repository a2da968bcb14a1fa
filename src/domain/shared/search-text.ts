/**
 * The longest free-text search a list reads. Apart from the contracts so the shoppers' pages,
 * which cut a search to it, do not load zod with it.
 */
export const SEARCH_TEXT_MAX_LENGTH = 100;
