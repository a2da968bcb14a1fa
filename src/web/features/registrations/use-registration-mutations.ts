import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRegistration } from '../../../domain/registrations/registration.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { SIGN_IN_AND_RETURN } from '../auth/sign-in-action.ts';
import { catalogKeys } from '../catalog/catalog-queries.ts';
import { dropFromEvent, registerForEvent } from './registrations-api.ts';
import { registrationKeys } from './registrations-queries.ts';

/** Seats and places change with every write, whoever made it: read the events and the customer's list again. */
async function refreshRegistrations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.lists('tournaments') }),
    queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  ]);
}

/**
 * A join or a leave: on success a toast says what happened; a refusal is explained in the
 * server's words, and an ended session signs the customer out here with a way back in.
 */
function useRegistrationWrite<Answer>(
  send: (tournamentId: number) => Promise<Answer>,
  successTitle: (answer: Answer) => string,
  refusalTitle: string,
) {
  const queryClient = useQueryClient();
  const { forgetSession } = useAuth();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => toast({ title: successTitle(answer), variant: 'success' }),
    onError: (error) => {
      if (failedWith(error, 'unauthorized')) {
        forgetSession();
        toast({ title: 'Please sign in', action: SIGN_IN_AND_RETURN });
        return;
      }
      const description =
        error instanceof ApiError
          ? error.serverMessage
          : 'Please check your connection and try again';
      toast({ title: refusalTitle, description, variant: 'destructive' });
    },
    onSettled: () => refreshRegistrations(queryClient),
  });
}

const joinedTitle = ({ status }: MyRegistration) =>
  status === 'waitlisted' ? 'Added to the waitlist' : 'Registered';

export const useRegisterForEvent = () =>
  useRegistrationWrite(registerForEvent, joinedTitle, 'Could not register');

export const useDropFromEvent = () =>
  useRegistrationWrite(dropFromEvent, () => 'Dropped', 'Could not drop out');
