const KIND_LABELS: Record<string, string> = {
  card: 'Cards',
  merchandise: 'Merchandise',
  event_entry: 'Event entries',
  gift_card: 'Gift cards',
};

/** "Cards", "Merchandise", "Event entries", "Gift cards"; a kind added later shows under its own name. */
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replaceAll('_', ' ');
