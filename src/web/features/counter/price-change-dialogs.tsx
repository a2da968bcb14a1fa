import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type DiscountInput,
  discountInputSchema,
} from '../../../domain/counter/counter-sale.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { priceInputSchema, requiredText } from '../../../domain/shared/input.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import type { DraftDiscount, DraftLine } from './sale-draft.ts';

const overrideSchema = z.object({ price: priceInputSchema, reason: requiredText(200) });
type OverrideValues = z.input<typeof overrideSchema>;

/** A manager sets a line's unit price, with the reason the audit keeps. */
export function OverridePriceDialog({
  line,
  onSave,
  onClose,
}: {
  line: DraftLine;
  onSave: (override: DraftLine['override']) => void;
  onClose: () => void;
}) {
  const form = useForm<OverrideValues, unknown, z.output<typeof overrideSchema>>({
    resolver: zodResolver(overrideSchema),
    defaultValues: {
      price: formatPrice(line.override?.priceCents ?? line.listPriceCents),
      reason: line.override?.reason ?? '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    onSave({ priceCents: values.price, reason: values.reason });
    onClose();
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Override price: ${line.name}`}
      submitLabel="Set price"
      submitting={false}
      onSubmit={onSubmit}
    >
      <FormField
        label="Unit price ($)"
        inputMode="decimal"
        autoComplete="off"
        hint={`Listed at $${formatPrice(line.listPriceCents)}`}
        error={errors.price?.message}
        {...form.register('price')}
      />
      <FormField
        label="Reason"
        maxLength={200}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {line.override && (
        <Button
          variant="ghost"
          onClick={() => {
            onSave(null);
            onClose();
          }}
        >
          Back to the listed price
        </Button>
      )}
    </FormDialog>
  );
}

const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent (%)' },
  { value: 'amount', label: 'Amount ($)' },
] as const;

interface DiscountValues {
  kind: DraftDiscount['kind'];
  value: string;
  reason: string;
}

/** The discount's fields as the contract reads them, so its messages land on the form's fields. */
const discountFormSchema = z
  .object({ kind: z.enum(['amount', 'percent']), value: z.string(), reason: z.string() })
  .superRefine((values, context) => {
    const input: DiscountInput =
      values.kind === 'amount'
        ? { amount: values.value, reason: values.reason }
        : { percent: values.value, reason: values.reason };
    const checked = discountInputSchema.safeParse(input);
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = issue.path[0] === 'reason' ? 'reason' : 'value';
      context.addIssue({ code: 'custom', message: issue.message, path: [field] });
    }
  });

/** A manager's discount on a line or on the whole sale: an amount or a percentage, with a reason. */
export function DiscountDialog({
  title,
  discount,
  onSave,
  onClose,
}: {
  title: string;
  discount: DraftDiscount | null;
  onSave: (discount: DraftDiscount | null) => void;
  onClose: () => void;
}) {
  const form = useForm<DiscountValues>({
    resolver: zodResolver(discountFormSchema),
    defaultValues: discount ?? { kind: 'percent', value: '', reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    onSave({ kind: values.kind, value: values.value.trim(), reason: values.reason.trim() });
    onClose();
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      submitLabel="Apply discount"
      submitting={false}
      onSubmit={onSubmit}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect label="Discount by" options={KIND_OPTIONS} {...form.register('kind')} />
        <FormField
          label="Discount"
          inputMode="decimal"
          autoComplete="off"
          error={errors.value?.message}
          {...form.register('value')}
        />
      </div>
      <FormField
        label="Reason"
        maxLength={200}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {discount && (
        <Button
          variant="ghost"
          onClick={() => {
            onSave(null);
            onClose();
          }}
        >
          Remove discount
        </Button>
      )}
    </FormDialog>
  );
}
