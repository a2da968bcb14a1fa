import { useQueryClient } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { uploadImage } from './admin-api.ts';
import {
  CATALOG_RESOURCES,
  type CatalogResource,
  deleteCatalogItem,
  saveCatalogItem,
} from './catalog-admin-api.ts';

/** Where staff edit from: the dashboard, or the controls on the public pages. */
export type EditSurface = 'dashboard' | 'storefront';
type Action = 'create' | 'update' | 'delete';

const PAST: Record<Action, string> = { create: 'created', update: 'updated', delete: 'deleted' };

const CONFIRM: Record<CatalogResource, string> = {
  tournaments: 'Are you sure you want to delete this tournament?',
  merchandise: 'Are you sure you want to delete this merchandise item?',
  cards: 'Are you sure you want to delete this card?',
};

/** The specification's words: 'Card created successfully' on the dashboard's card tab, 'Tournament created' elsewhere. */
function successTitle(resource: CatalogResource, action: Action, surface: EditSurface): string {
  const title = `${CATALOG_RESOURCES[resource].label} ${PAST[action]}`;
  return resource === 'cards' && surface === 'dashboard' ? `${title} successfully` : title;
}

function showFailure(
  resource: CatalogResource,
  action: Action,
  surface: EditSurface,
  error: unknown,
): void {
  const thing = CATALOG_RESOURCES[resource].thing;
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  if (surface === 'storefront') {
    toast({
      title: 'Error',
      description: `Failed to ${action} ${thing}. Please try again.`,
      variant: 'destructive',
    });
  } else {
    toast({ title: `Failed to ${action} ${thing}`, description: reason, variant: 'destructive' });
  }
}

/**
 * Saving and deleting catalog items from either surface: the image goes up first (a failed
 * upload stops the save), then the item; lists everywhere refresh after a change.
 */
export function useCatalogActions(
  resource: CatalogResource,
  location: Location,
  surface: EditSurface,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-catalog', resource, location] }),
      queryClient.invalidateQueries({ queryKey: ['catalog', resource] }),
      queryClient.invalidateQueries({ queryKey: ['admin-summary', location] }),
    ]);

  return {
    /** Answers whether the item was saved (the form then closes and resets). */
    async save(
      id: number | null,
      values: Record<string, unknown>,
      image: File | null,
    ): Promise<boolean> {
      let imageUrl = values.imageUrl;
      if (image) {
        try {
          imageUrl = await uploadImage(image);
        } catch {
          toast({ title: 'Image processing failed', variant: 'destructive' });
          return false;
        }
      }
      const action = id === null ? 'create' : 'update';
      try {
        await saveCatalogItem(resource, id, { ...values, imageUrl, location });
        toast({ title: successTitle(resource, action, surface), variant: 'success' });
        await refresh();
        return true;
      } catch (error) {
        showFailure(resource, action, surface, error);
        return false;
      }
    },

    async remove(id: number): Promise<void> {
      if (!window.confirm(CONFIRM[resource])) return;
      try {
        await deleteCatalogItem(resource, id);
        toast({ title: successTitle(resource, 'delete', surface), variant: 'success' });
        await refresh();
      } catch (error) {
        showFailure(resource, 'delete', surface, error);
      }
    },
  };
}
