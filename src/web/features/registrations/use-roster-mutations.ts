import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddPlayer,
  RosterEntry,
} from '../../../domain/registrations/registration.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import { catalogKeys } from '../catalog/catalog-queries.ts';
import { addPlayer, checkInByCode, checkInPlayer, removePlayer } from './roster-api.ts';
import { playerName, removedDescription } from './roster-labels.ts';
import { rosterKeys } from './roster-queries.ts';

/** The event a roster belongs to: its id, and its store for the lists to read again. */
export interface RosterEvent {
  id: number;
  location: Location;
}

function showFailure(title: string, error: Error) {
  const description =
    error instanceof ApiError ? error.serverMessage : 'Please check your connection and try again';
  toast({ title, description, variant: 'destructive' });
}

/** A form shows the server's refusals at its fields; anything else (offline, a crash) is a toast. */
const toastUnlessRefused = (title: string) => (error: Error) => {
  if (!(error instanceof ApiError && error.isRefusal)) showFailure(title, error);
};

/**
 * Staff's changes to an event's players. After each, the roster, the store's event lists (their
 * seat counts), its summary and its activity are read again.
 */
export function useRosterMutations(event: RosterEvent) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [
        rosterKeys.event(event.id),
        adminKeys.storeList('tournaments', event.location),
        catalogKeys.lists('tournaments'),
        adminKeys.summary(event.location),
        adminKeys.audit(event.location),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const checkIn = useMutation({
    mutationFn: (entry: RosterEntry) => checkInPlayer(event.id, entry.registrationId),
    onSuccess: (_ok, entry) => {
      toast({ title: `${playerName(entry)} checked in`, variant: 'success' });
      return refresh();
    },
    onError: (error) => showFailure('Check-in failed', error),
  });

  const checkInCode = useMutation({
    mutationFn: (code: string) => checkInByCode(event.id, code),
    onSuccess: (_ok, code) => {
      toast({ title: `Code ${code} checked in`, variant: 'success' });
      return refresh();
    },
    onError: toastUnlessRefused('Check-in failed'),
  });

  const remove = useMutation({
    mutationFn: (entry: RosterEntry) => removePlayer(event.id, entry.registrationId),
    onSuccess: (_none, entry) => {
      toast({
        title: `${playerName(entry)} removed`,
        description: removedDescription(entry),
        variant: 'success',
      });
      return refresh();
    },
    onError: (error) => showFailure('The player could not be removed', error),
  });

  const add = useMutation({
    mutationFn: (player: AddPlayer) => addPlayer(event.id, player),
    onSuccess: (entry) => {
      toast({ title: `${playerName(entry)} added`, variant: 'success' });
      return refresh();
    },
    onError: toastUnlessRefused('The player could not be added'),
  });

  return { checkIn, checkInCode, remove, add };
}
