import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { checkInByCodeSchema } from '../../../domain/registrations/registration.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { refusalOf } from './roster-refusal.ts';
import { type RosterEvent, useRosterMutations } from './use-roster-mutations.ts';

/** Checking a player in by the short code on their My events entry. */
export function RosterCheckInForm({ event }: { event: RosterEvent }) {
  const form = useForm({ resolver: zodResolver(checkInByCodeSchema), defaultValues: { code: '' } });
  const { checkInCode } = useRosterMutations(event);
  const refused = refusalOf(checkInCode.error);
  // Every refusal of a code (unknown here, or malformed) is about the code itself.
  const codeError =
    form.formState.errors.code?.message ??
    (refused && (refused.fields.code ?? refused.serverMessage));

  return (
    <form
      noValidate
      aria-labelledby={`check-in-${event.id}`}
      onSubmit={form.handleSubmit(({ code }) =>
        checkInCode.mutate(code, { onSuccess: () => form.reset() }),
      )}
      className="space-y-2 rounded-lg border border-stone-200 p-3"
    >
      <h3 id={`check-in-${event.id}`} className="font-semibold">
        Check in by code
      </h3>
      <div className="flex items-start gap-2">
        <FormField
          label="Registration code"
          className="min-w-0 flex-1"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={codeError ?? undefined}
          {...form.register('code', { onChange: () => checkInCode.reset() })}
        />
        <Button type="submit" className="mt-6 shrink-0" busy={checkInCode.isPending}>
          Check in
        </Button>
      </div>
    </form>
  );
}
