import { Plus } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import type { Card } from '../../../domain/cards/card.contract.ts';
import type { AdminMerchandise } from '../../../domain/merchandise/merchandise.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { CardForm } from './card-form.tsx';
import { type CatalogResource, fetchAdminMerchandiseItem } from './catalog-admin-api.ts';
import { ItemEditButtons } from './item-edit-buttons.tsx';
import type { ItemFormProps } from './item-form.ts';
import { MerchandiseForm } from './merchandise-form.tsx';
import { TournamentForm } from './tournament-form.tsx';
import { useCatalogActions } from './use-catalog-actions.ts';

type AnyItem = Tournament | AdminMerchandise | Card;

const FORMS: Record<CatalogResource, ComponentType<ItemFormProps<AnyItem>>> = {
  tournaments: TournamentForm as ComponentType<ItemFormProps<AnyItem>>,
  merchandise: MerchandiseForm as ComponentType<ItemFormProps<AnyItem>>,
  cards: CardForm as ComponentType<ItemFormProps<AnyItem>>,
};

const ADD_LABELS: Record<CatalogResource, string> = {
  tournaments: 'Add Tournament',
  merchandise: 'Add Merchandise',
  cards: 'Add Card',
};

/** Staff only: the public page's Add button, opening the dashboard's form. */
export function StaffAddButton({
  resource,
  location,
}: {
  resource: CatalogResource;
  location: Location;
}) {
  const [open, setOpen] = useState(false);
  const Form = FORMS[resource];
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
 * Staff only: Edit and Delete under an item on the public page. Products are read again in
 * full first, as the shoppers' view leaves out the supplier the form must keep.
 */
export function StaffItemActions({
  resource,
  item,
  location,
}: {
  resource: CatalogResource;
  item: { id: number; name: string };
  location: Location;
}) {
  const [editing, setEditing] = useState<AnyItem | null>(null);
  const { remove } = useCatalogActions(resource, location, 'storefront');
  const Form = FORMS[resource];

  async function edit() {
    if (resource !== 'merchandise') {
      setEditing(item as AnyItem);
      return;
    }
    try {
      setEditing(await fetchAdminMerchandiseItem(item.id));
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to update merchandise. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex gap-2 border-t border-dashed border-amber-300 bg-amber-50 p-2">
      <ItemEditButtons
        name={item.name}
        onEdit={() => void edit()}
        onDelete={() => void remove(item.id)}
      />
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
