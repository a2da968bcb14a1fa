import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Location } from '../../../../domain/stores/stores.ts';
import { failedWith } from '../../../lib/api-client.ts';
import { showFieldRefusals } from '../../../lib/form-refusals.ts';
import type { CatalogInputs, CatalogResource } from './catalog-admin-api.ts';
import { type EditSurface, useCatalogMutations } from './use-catalog-mutations.ts';

/** What every add/edit form is given: the item in edit mode (null to create), and where it is used. */
export interface ItemFormProps<Item> {
  item: Item | null;
  location: Location;
  surface: EditSurface;
  onClose: () => void;
}

/** Text for a form field: stored nothing shows as an empty field. */
export const fieldText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A stored value as one of a select's fixed options; none (the select's placeholder) when it is not one. */
export function knownOption<Option extends string>(
  options: readonly Option[],
  value: string | null | undefined,
): Option | undefined {
  return options.find((option) => option === value);
}

/** The stock now, when a save was refused because the stock moved while the editor was open. */
function stockNow(error: unknown): number | undefined {
  return failedWith(error, 'stock_changed') ? error.body?.stock : undefined;
}

/**
 * The submit of an add/edit form: the contract checks the fields here for early messages, the
 * fields go to the server as typed (it checks them again), and the form closes once saved; the
 * server's refusals of single fields show at them. An editor of stock is told the stock now when
 * it moved while the form was open (`onStockMoved`), so that saving again writes the count
 * staff have checked against it.
 */
export function useItemFormSubmit<R extends CatalogResource>(
  form: UseFormReturn<CatalogInputs[R]>,
  resource: R,
  { item, location, surface, onClose }: ItemFormProps<{ id: number }>,
  onStockMoved?: (stock: number) => void,
) {
  const [image, setImage] = useState<File | null>(null);
  const { save } = useCatalogMutations(resource, location, surface);
  const onSubmit = form.handleSubmit(() =>
    save.mutate(
      { id: item?.id ?? null, values: form.getValues(), image },
      {
        onSuccess: () => {
          form.reset();
          setImage(null);
          onClose();
        },
        onError: (error) => {
          showFieldRefusals(form, error);
          const stock = stockNow(error);
          if (stock !== undefined) onStockMoved?.(stock);
        },
      },
    ),
  );
  return { image, setImage, onSubmit, submitting: save.isPending };
}
