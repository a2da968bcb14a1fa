import { useParams } from 'react-router';
import { isLocation, type Location, STORES } from '../../domain/stores/stores.ts';
import { BuylistSearch } from '../features/buylist/buylist-search.tsx';
import { SellListPanel } from '../features/buylist/sell-list-panel.tsx';
import { useSellList } from '../features/buylist/use-sell-list.ts';
import { StoreChooser } from '../features/stores/store-chooser.tsx';
import { StorePageHeader } from '../features/stores/store-page-header.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

const TITLE = 'Sell to us';

/** A store's buylist: what it pays for cards, and the shopper's sell list. */
export function Component() {
  const { location } = useParams();
  if (location === undefined) {
    return (
      <>
        <PageTitle>{`${TITLE}: Select Store Location`}</PageTitle>
        <StoreChooser page="sell" pageTitle={TITLE} />
      </>
    );
  }
  if (!isLocation(location)) return <NotFound />;
  return <SellPage key={location} location={location} />;
}

function SellPage({ location }: { location: Location }) {
  const list = useSellList(location);
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 pt-4 pb-8">
      <PageTitle>{`${TITLE} at ${STORES[location].name}`}</PageTitle>
      <StorePageHeader title={TITLE} page="sell" location={location} />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start">
        <BuylistSearch location={location} list={list} />
        <SellListPanel list={list} />
      </div>
    </div>
  );
}
