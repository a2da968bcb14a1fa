import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Location } from '../../../domain/stores/stores.ts';
import type { CatalogResource } from './catalog-admin-api.ts';
import { type EditSurface, useCatalogActions } from './use-catalog-actions.ts';

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

/**
 * The submit of an add/edit form: the contract checks the fields here for early messages, the
 * fields go to the server as typed (it checks them again), and the form closes once saved.
 */
export function useItemFormSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  resource: CatalogResource,
  { item, location, surface, onClose }: ItemFormProps<{ id: number }>,
) {
  const [image, setImage] = useState<File | null>(null);
  const actions = useCatalogActions(resource, location, surface);
  const onSubmit = form.handleSubmit(async () => {
    const saved = await actions.save(item?.id ?? null, form.getValues(), image);
    if (saved) {
      form.reset();
      setImage(null);
      onClose();
    }
  });
  return { image, setImage, onSubmit, submitting: form.formState.isSubmitting };
}
