import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type Customer, playerIdsSchema } from '../../../domain/customers/customer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useProfileUpdate } from './use-account-mutations.ts';

/** The organised-play IDs the stores put on tournament rosters; each may be left blank. */
export function PlayerIdsForm({ customer }: { customer: Customer }) {
  const form = useForm({
    resolver: zodResolver(playerIdsSchema),
    defaultValues: {
      wizardsEmail: customer.wizardsEmail ?? '',
      pokemonPlayerId: customer.pokemonPlayerId ?? '',
      konamiCardGameId: customer.konamiCardGameId ?? '',
    },
  });
  const save = useProfileUpdate('Player IDs saved');
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-labelledby="player-ids-heading"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-5 sm:grid-cols-3"
    >
      <div className="sm:col-span-3">
        <h3 id="player-ids-heading" className="font-semibold">
          Player IDs
        </h3>
        <p className="text-sm text-stone-600">
          Optional. The stores add them to tournament rosters for the official event tools.
        </p>
      </div>
      <FormField
        label="Wizards account email"
        type="email"
        autoComplete="off"
        error={errors.wizardsEmail?.message}
        {...form.register('wizardsEmail')}
      />
      <FormField
        label="Pokémon Player ID"
        inputMode="numeric"
        autoComplete="off"
        error={errors.pokemonPlayerId?.message}
        {...form.register('pokemonPlayerId')}
      />
      <FormField
        label="Konami Card Game ID"
        inputMode="numeric"
        autoComplete="off"
        error={errors.konamiCardGameId?.message}
        {...form.register('konamiCardGameId')}
      />
      <div className="sm:col-span-3">
        <Button type="submit" busy={save.isPending}>
          Save Player IDs
        </Button>
      </div>
    </form>
  );
}
