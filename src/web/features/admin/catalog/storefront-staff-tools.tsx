import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import type { Location } from '../../../../domain/stores/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PriceHistoryButton } from '../../pricing/price-history-dialog.tsx';
import { catalogItemQuery } from '../admin-queries.ts';
import { TournamentForm } from '../events/tournament-form.tsx';
import { CardForm } from './card-form.tsx';
import type { CatalogItems, CatalogResource } from './catalog-admin-api.ts';
import { ItemEditButtons } from './item-edit-buttons.tsx';
import type { ItemFormProps } from './item-form.ts';
import { MerchandiseForm } from './merchandise-form.tsx';
import { showCatalogFailure, useCatalogMutations } from './use-catalog-mutations.ts';

const FORMS: { [R in CatalogResource]: ComponentType<ItemFormProps<CatalogItems[R]>> } = {
  tournaments: TournamentForm,
  merchandise: MerchandiseForm,
  cards: CardForm,
};

const ADD_LABELS: Record<CatalogResource, string> = {
  tournaments: 'Add Tournament',
  merchandise: 'Add Merchandise',
  cards: 'Add Card',
};

/** Staff only: the public page's Add button, opening the dashboard's form. */
export function StaffAddButton<R extends CatalogResource>({
  resource,
  location,
}: {
  resource: R;
  location: Location;
}) {
  const [open, setOpen] = useState(false);
  const Form: ComponentType<ItemFormProps<CatalogItems[R]>> = FORMS[resource];
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        {ADD_LABELS[resource]}
      </Button>
      {open && (
        <Form item={null} location={location} surface="storefront" onClose={() => setOpen(false)} />
      )}
    </>
  );
}

/**
 * Staff only: Edit and Delete under an item on the public page. The item is read again in full
 * first: the shoppers' view of a product leaves out the supplier the form must keep.
 */
export function StaffItemActions<R extends CatalogResource>({
  resource,
  item,
  location,
}: {
  resource: R;
  item: { id: number; name: string };
  location: Location;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<CatalogItems[R] | null>(null);
  const { confirmRemove } = useCatalogMutations(resource, location, 'storefront');
  const Form: ComponentType<ItemFormProps<CatalogItems[R]>> = FORMS[resource];

  async function edit() {
    try {
      setEditing(await queryClient.fetchQuery(catalogItemQuery(resource, item.id)));
    } catch (error) {
      showCatalogFailure(resource, 'update', 'storefront', error);
    }
  }

  return (
    <div className="flex flex-wrap gap-2 border-t border-dashed border-amber-300 bg-amber-50 p-2">
      <ItemEditButtons
        name={item.name}
        onEdit={() => void edit()}
        onDelete={() => confirmRemove(item.id)}
      />
      {resource === 'cards' && <PriceHistoryButton cardId={item.id} name={item.name} />}
      {editing && (
        <Form
          item={editing}
          location={location}
          surface="storefront"
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
