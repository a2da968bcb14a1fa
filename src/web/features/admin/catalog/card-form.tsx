import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type DefaultValues, type UseFormReturn, useForm } from 'react-hook-form';
import { type AdminCard, cardInputSchema } from '../../../../domain/cards/card.contract.ts';
import {
  CARD_CONDITIONS,
  CARD_FINISH_LABELS,
  CARD_FINISHES,
  GAME_TYPES,
} from '../../../../domain/catalog/options.ts';
import type { z } from '../../../../domain/shared/zod.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { FormTextarea } from '../../../components/ui/form-textarea.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { ImageField } from './image-field.tsx';
import { fieldText, type ItemFormProps, knownOption, useItemFormSubmit } from './item-form.ts';

type CardFormValues = z.input<typeof cardInputSchema>;

const choose = (placeholder: string, values: readonly string[]) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];

function initialValues(
  card: AdminCard | null,
  location: AdminCard['location'],
): DefaultValues<CardFormValues> {
  return {
    name: fieldText(card?.name),
    gameType: knownOption(GAME_TYPES, card?.gameType),
    setName: fieldText(card?.setName),
    setCode: fieldText(card?.setCode),
    collectorNumber: fieldText(card?.collectorNumber),
    condition: knownOption(CARD_CONDITIONS, card?.condition),
    finish: card?.finish ?? 'non-foil',
    language: card?.language ?? 'English',
    price: fieldText(card?.price),
    cost: fieldText(card?.cost),
    quantity: fieldText(card?.quantity ?? 1),
    gradingService: fieldText(card?.gradingService),
    grade: fieldText(card?.grade),
    forSale: card?.forSale ?? false,
    imageUrl: fieldText(card?.imageUrl),
    type: fieldText(card?.type),
    rarity: fieldText(card?.rarity),
    description: fieldText(card?.description),
    location,
    stockSeen: card?.quantity,
  };
}

/**
 * "Price set by hand" on an edit: as the server will leave it unless staff flip it, locked
 * when the card already is or when this edit changes the price; price files never change a
 * locked card.
 */
function PriceLockSwitch({ form, card }: { form: UseFormReturn<CardFormValues>; card: AdminCard }) {
  const priceMoved = form.watch('price') !== fieldText(card.price);
  return (
    <Controller
      control={form.control}
      name="lockPrice"
      render={({ field }) => (
        <SwitchField
          label="Price set by hand (price files leave it)"
          checked={field.value ?? (card.priceLocked || priceMoved)}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** 'Add New Card' / 'Edit Card'. */
export function CardForm(props: ItemFormProps<AdminCard>) {
  const form = useForm<CardFormValues>({
    resolver: zodResolver(cardInputSchema),
    defaultValues: initialValues(props.item, props.location),
  });
  const { image, setImage, onSubmit, submitting } = useItemFormSubmit(
    form,
    'cards',
    props,
    (stock) => form.setValue('stockSeen', stock),
  );
  const { errors } = form.formState;
  const editing = props.item !== null;

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={editing ? 'Edit Card' : 'Add New Card'}
      submitLabel={editing ? 'Update Card' : 'Create Card'}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Card Name" error={errors.name?.message} {...form.register('name')} />
        <FormSelect
          label="Game Type"
          options={choose('Select a game', GAME_TYPES)}
          error={errors.gameType?.message}
          {...form.register('gameType')}
        />
        <FormField label="Set Name" error={errors.setName?.message} {...form.register('setName')} />
        <div className="grid grid-cols-2 gap-3">
          <FormField
            label="Set Code"
            error={errors.setCode?.message}
            {...form.register('setCode')}
          />
          <FormField
            label="Collector Number"
            error={errors.collectorNumber?.message}
            {...form.register('collectorNumber')}
          />
        </div>
        <FormField
          label="Grading Service"
          placeholder="PSA, BGS, etc."
          error={errors.gradingService?.message}
          {...form.register('gradingService')}
        />
        <FormField
          label="Grade"
          placeholder="10, 9.5, etc."
          error={errors.grade?.message}
          {...form.register('grade')}
        />
        <FormSelect
          label="Condition"
          options={choose('Select a condition', CARD_CONDITIONS)}
          error={errors.condition?.message}
          {...form.register('condition')}
        />
        <FormSelect
          label="Finish"
          options={CARD_FINISHES.map((finish) => ({
            value: finish,
            label: CARD_FINISH_LABELS[finish],
          }))}
          {...form.register('finish')}
        />
        <FormField
          label="Price ($)"
          type="number"
          step="0.01"
          min="0"
          placeholder="19.99"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <FormField
          label="Cost ($)"
          type="number"
          step="0.01"
          min="0"
          placeholder="What one copy cost"
          error={errors.cost?.message}
          {...form.register('cost')}
        />
        <FormField
          label="Quantity"
          type="number"
          step="1"
          min="0"
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
        <FormField label="Type" error={errors.type?.message} {...form.register('type')} />
        <FormField label="Rarity" error={errors.rarity?.message} {...form.register('rarity')} />
        <FormField
          label="Language"
          error={errors.language?.message}
          {...form.register('language')}
        />
        <Controller
          control={form.control}
          name="forSale"
          render={({ field }) => (
            <SwitchField
              label="For Sale"
              checked={field.value === true}
              onChange={field.onChange}
            />
          )}
        />
        {props.item && <PriceLockSwitch form={form} card={props.item} />}
      </div>
      <FormTextarea
        label="Description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <ImageField
        label="Card Image"
        currentUrl={props.item?.imageUrl ?? null}
        file={image}
        onFileChange={setImage}
      />
    </FormDialog>
  );
}
