import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location } from '../../../../domain/stores/stores.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../../lib/api-client.ts';
import { catalogKeys } from '../../catalog/catalog-queries.ts';
import { uploadImage } from '../admin-api.ts';
import { adminKeys } from '../admin-queries.ts';
import {
  CATALOG_RESOURCES,
  type CatalogInputs,
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

/** A chosen image the server could not take: the save stops there, with its own message. */
class ImageUploadFailed extends Error {
  constructor(cause: unknown) {
    super('The image could not be uploaded', { cause });
  }
}

export interface CatalogSave<R extends CatalogResource> {
  /** The item replaced, or null to create one. */
  id: number | null;
  values: CatalogInputs[R];
  /** A newly chosen image, sent first; its address replaces the form's. */
  image: File | null;
}

/** 'Card created successfully' on the dashboard's card tab, 'Tournament created' elsewhere (docs/requirements.md#the-browser-app). */
function successTitle(resource: CatalogResource, action: Action, surface: EditSurface): string {
  const title = `${CATALOG_RESOURCES[resource].label} ${PAST[action]}`;
  return resource === 'cards' && surface === 'dashboard' ? `${title} successfully` : title;
}

/** 'Failed to update card' with the server's reason on the dashboard; the public pages' sentence there. */
export function showCatalogFailure(
  resource: CatalogResource,
  action: Action,
  surface: EditSurface,
  error: unknown,
): void {
  const thing = CATALOG_RESOURCES[resource].thing;
  if (surface === 'storefront') {
    toast({
      title: 'Error',
      description: `Failed to ${action} ${thing}. Please try again.`,
      variant: 'destructive',
    });
  } else {
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    toast({ title: `Failed to ${action} ${thing}`, description: reason, variant: 'destructive' });
  }
}

/** The form's values, with a newly chosen image uploaded and its address in place of the old one. */
async function withUploadedImage<Values extends { imageUrl?: string | null | undefined }>(
  values: Values,
  image: File | null,
): Promise<Values> {
  if (!image) return values;
  try {
    return { ...values, imageUrl: await uploadImage(image) };
  } catch (error) {
    throw new ImageUploadFailed(error);
  }
}

/**
 * After a change to a store's items: its lists, counts and activity, and the public pages' lists,
 * read afresh. Reads still on their way are cancelled first: a list's first read (a search just
 * typed, the store's list shown meanwhile) would otherwise be waited for rather than sent again,
 * and an answer read before the change would show a deleted item as still there.
 */
export async function refreshStoreCatalog(
  queryClient: QueryClient,
  resource: CatalogResource,
  location: Location,
) {
  const keys = [
    adminKeys.storeList(resource, location),
    catalogKeys.lists(resource),
    adminKeys.summary(location),
    adminKeys.audit(location),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Saving and deleting one kind of catalog item at a store, from either surface. A save sends
 * the image first (a failed upload stops it); after any change the store's lists, counts and
 * activity, and the public pages' lists, are read again.
 */
export function useCatalogMutations<R extends CatalogResource>(
  resource: R,
  location: Location,
  surface: EditSurface,
) {
  const queryClient = useQueryClient();
  const refresh = () => refreshStoreCatalog(queryClient, resource, location);
  const savedAction = (id: number | null): Action => (id === null ? 'create' : 'update');

  const save = useMutation({
    mutationFn: async ({ id, values, image }: CatalogSave<R>) =>
      saveCatalogItem(resource, id, { ...(await withUploadedImage(values, image)), location }),
    onSuccess: (_saved, { id }) => {
      toast({ title: successTitle(resource, savedAction(id), surface), variant: 'success' });
      return refresh();
    },
    onError: (error, { id }) => {
      if (error instanceof ImageUploadFailed) {
        toast({ title: 'Image processing failed', variant: 'destructive' });
      } else {
        showCatalogFailure(resource, savedAction(id), surface, error);
      }
      // The lists behind the editor show the stock as it is now.
      if (failedWith(error, 'stock_changed')) return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: number) => deleteCatalogItem(resource, id),
    onSuccess: () => {
      toast({ title: successTitle(resource, 'delete', surface), variant: 'success' });
      return refresh();
    },
    onError: (error) => showCatalogFailure(resource, 'delete', surface, error),
  });

  return {
    save,
    /** Deletes the item once staff confirm it in the browser's own box. */
    confirmRemove: (id: number) => {
      if (window.confirm(CONFIRM[resource])) remove.mutate(id);
    },
    /** Where the last delete stands: done once the lists no longer hold the item. */
    removeStatus: remove.status,
  };
}
