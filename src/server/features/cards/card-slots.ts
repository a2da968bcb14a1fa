/**
 * Each card's slot: a small number standing for it in the index's typed arrays. Slots are
 * handed out in the name order when the index loads, and to later cards after those, so the
 * cards of one name (which stand together in the name order) have neighbouring slots, and a
 * search reading them reads each array in a row rather than all over it.
 */
export function createCardSlots() {
  let byId = new Int32Array(0);
  let ids: number[] = [];

  return {
    /** How many slots were handed out: every typed array by slot is this long. */
    get count(): number {
      return ids.length;
    },

    /** The card's slot; the card must have one. */
    of(id: number): number {
      return byId[id] as number;
    },

    /** The id of the card in the slot. */
    idAt(slot: number): number {
      return ids[slot] as number;
    },

    /** Hands the card the next slot (a card changed in place keeps its own). */
    assign(id: number): number {
      if (id >= byId.length) {
        const grown = new Int32Array(Math.max(1024, (id + 1) * 2));
        grown.set(byId);
        byId = grown;
      }
      byId[id] = ids.length;
      ids.push(id);
      return ids.length - 1;
    },

    /** Forgets every slot, before slots are handed out afresh. */
    reset(): void {
      byId = new Int32Array(0);
      ids = [];
    },
  };
}

export type CardSlots = ReturnType<typeof createCardSlots>;
