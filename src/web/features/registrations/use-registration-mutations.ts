import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RegistrationResult,
  RegistrationStatus,
} from '../../../domain/registrations/registration.contract.ts';
import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { SIGN_IN_AND_RETURN } from '../auth/sign-in-action.ts';
import { cartKeys } from '../cart/cart-queries.ts';
import { catalogKeys } from '../catalog/catalog-queries.ts';
import { dropFromEvent, registerForEvent } from './registrations-api.ts';
import { registrationKeys } from './registrations-queries.ts';

/**
 * Seats and places change with every write, whoever made it, and a paid entry goes into or out
 * of the cart with them: read the events, the customer's list and the cart (its badge) again.
 */
async function refreshRegistrations(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.lists('tournaments') }),
    queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  ]);
}

/** Refusals whose code says more than the write's own title; the server's words follow it. */
const REFUSAL_TITLES: Partial<Record<ErrorCode, string>> = {
  registration_closed: 'Registration has closed',
  mixed_locations: 'Your cart holds the other store’s items',
  not_registered: 'You are no longer registered',
};

/**
 * A join or a leave: on success a toast says what happened (unless the title is null, when
 * the page shows it otherwise); a refusal is explained in the server's words, and an ended
 * session signs the customer out here with a way back in. It settles once the events and the
 * cart are read again, so a page acting on its answer sees them as they now are.
 */
function useRegistrationWrite<Variables, Answer>(
  send: (variables: Variables) => Promise<Answer>,
  successTitle: (answer: Answer, variables: Variables) => string | null,
  refusalTitle: string,
) {
  const queryClient = useQueryClient();
  const { forgetSession } = useAuth();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, variables) => {
      const title = successTitle(answer, variables);
      if (title) toast({ title, variant: 'success' });
    },
    onError: (error) => {
      if (failedWith(error, 'unauthorized')) {
        forgetSession();
        toast({ title: 'Please sign in', action: SIGN_IN_AND_RETURN });
        return;
      }
      const isApiError = error instanceof ApiError;
      toast({
        title: (isApiError && REFUSAL_TITLES[error.code]) || refusalTitle,
        description: isApiError
          ? error.serverMessage
          : 'Please check your connection and try again',
        variant: 'destructive',
      });
    },
    onSettled: () => refreshRegistrations(queryClient),
  });
}

/** A paid entry's answer opens the cart instead of a toast, which the cart panel would close. */
function joinedTitle({ status, toPay }: RegistrationResult): string | null {
  if (toPay) return null;
  return status === 'waitlisted' ? 'Added to the waitlist' : 'Registered';
}

/** Register, Join waitlist, and Pay for entry or Claim seat for a held or offered seat. */
export const useRegisterForEvent = () =>
  useRegistrationWrite(registerForEvent, joinedTitle, 'Could not register');

const LEFT_TITLES: Record<RegistrationStatus, string> = {
  registered: 'Dropped',
  waitlisted: 'Left the waitlist',
  held: 'Seat given up',
  offered: 'Seat declined',
  dropped: 'Dropped',
};

/** What is being left, so the toast can name it. */
export interface Leaving {
  tournamentId: number;
  status: RegistrationStatus;
}

export const useDropFromEvent = () =>
  useRegistrationWrite(
    ({ tournamentId }: Leaving) => dropFromEvent(tournamentId),
    (_answer, { status }) => LEFT_TITLES[status],
    'Could not drop out',
  );
