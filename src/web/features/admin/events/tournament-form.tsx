import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { GAME_TYPES, TOURNAMENT_STATUSES } from '../../../../domain/catalog/options.ts';
import type { z } from '../../../../domain/shared/zod.ts';
import {
  type Tournament,
  tournamentFormSchema,
} from '../../../../domain/tournaments/tournament.contract.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { FormTextarea } from '../../../components/ui/form-textarea.tsx';
import { ImageField } from '../catalog/image-field.tsx';
import {
  fieldText,
  type ItemFormProps,
  knownOption,
  useItemFormSubmit,
} from '../catalog/item-form.ts';

type TournamentFormValues = z.input<typeof tournamentFormSchema>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'Add New Tournament' / 'Edit Tournament'. */
export function TournamentForm(props: ItemFormProps<Tournament>) {
  const { item, location } = props;
  const form = useForm<TournamentFormValues>({
    resolver: zodResolver(tournamentFormSchema),
    defaultValues: {
      name: fieldText(item?.name),
      date: fieldText(item?.date),
      time: fieldText(item?.time),
      entryFee: fieldText(item?.entryFee),
      maxParticipants: fieldText(item?.maxParticipants),
      refundCutoffHours: fieldText(item?.refundCutoffHours),
      gameType: knownOption(GAME_TYPES, item?.gameType),
      status: item?.status ?? 'upcoming',
      prizePool: fieldText(item?.prizePool),
      description: fieldText(item?.description),
      imageUrl: fieldText(item?.imageUrl),
      location,
    },
  });
  const { image, setImage, onSubmit, submitting } = useItemFormSubmit(form, 'tournaments', props);
  const { errors } = form.formState;
  const editing = item !== null;

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={editing ? 'Edit Tournament' : 'Add New Tournament'}
      submitLabel={editing ? 'Update Tournament' : 'Create Tournament'}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <FormField
        label="Tournament Name"
        aria-required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Date"
          aria-required
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <FormField
          label="Time"
          aria-required
          type="time"
          error={errors.time?.message}
          {...form.register('time')}
        />
        <FormField
          label="Entry Fee ($)"
          aria-required
          type="number"
          step="0.01"
          min="0"
          placeholder="5.00"
          error={errors.entryFee?.message}
          {...form.register('entryFee')}
        />
        <FormField
          label="Max Participants"
          type="number"
          step="1"
          min="1"
          error={errors.maxParticipants?.message}
          {...form.register('maxParticipants')}
        />
        <FormField
          label="Refund cut-off (hours before start)"
          type="number"
          step="1"
          min="0"
          max="720"
          hint="Players who drop out at least this many hours before the start get their online entry fee back. Leave blank to refund until the start."
          error={errors.refundCutoffHours?.message}
          {...form.register('refundCutoffHours')}
        />
        <FormSelect
          label="Game Type"
          aria-required
          options={[
            { value: '', label: 'Select a game' },
            ...GAME_TYPES.map((game) => ({ value: game, label: game })),
          ]}
          error={errors.gameType?.message}
          {...form.register('gameType')}
        />
        <FormSelect
          label="Status"
          options={TOURNAMENT_STATUSES.map((status) => ({
            value: status,
            label: capitalise(status),
          }))}
          {...form.register('status')}
        />
      </div>
      <FormField
        label="Prize Pool"
        placeholder="$100 store credit"
        error={errors.prizePool?.message}
        {...form.register('prizePool')}
      />
      <FormTextarea
        label="Description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <ImageField
        label="Tournament Image"
        currentUrl={item?.imageUrl ?? null}
        file={image}
        onFileChange={setImage}
      />
    </FormDialog>
  );
}
