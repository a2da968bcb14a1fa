import { SHOP } from '../../domain/stores/stores.ts';

/** The document title of a page; React places it in the head. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${SHOP.name}`}</title>;
}
