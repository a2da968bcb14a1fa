import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from '../../../../domain/shared/zod.ts';
import {
  staffCreditFormSchema,
  type staffCreditRequestSchema,
} from '../../../../domain/store-credit/store-credit.contract.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormTextarea } from '../../../components/ui/form-textarea.tsx';
import { useMutationFormSubmit } from '../../../lib/form-refusals.ts';
import { useWriteStaffCredit } from '../../store-credit/use-store-credit-mutations.ts';

type CreditFormValues = z.input<typeof staffCreditRequestSchema>;

/** Issuing adds credit; adjusting corrects it either way (a decrease needs a manager or the owner). */
export type CreditAction = 'issue' | 'adjust';

const ACTIONS = {
  issue: {
    kind: 'issued',
    title: 'Issue credit',
    amountHint: 'Staff may issue up to the store’s limit; more needs a manager or the owner.',
  },
  adjust: {
    kind: 'adjustment',
    title: 'Adjust credit',
    amountHint: 'Negative takes credit away (-4.00); only a manager or the owner may decrease.',
  },
} as const;

interface CreditEntryDialogProps {
  action: CreditAction;
  customerId: number;
  customerName: string;
  location: Location;
  onClose: () => void;
}

/** Staff issue or adjust a customer's credit at this store, with the required note of why. */
export function CreditEntryDialog({
  action,
  customerId,
  customerName,
  location,
  onClose,
}: CreditEntryDialogProps) {
  const { kind, title, amountHint } = ACTIONS[action];
  const form = useForm<CreditFormValues>({
    resolver: zodResolver(staffCreditFormSchema(kind)),
    defaultValues: { amount: '', kind, note: '', location },
  });
  const write = useWriteStaffCredit(customerId);
  const { errors } = form.formState;
  // The amount goes as typed ("10.00"), not as the cents the contract reads it into.
  const { onSubmit, refusal } = useMutationFormSubmit(form, write, {
    onSuccess: onClose,
    failure: 'The credit could not be saved. Please check your connection and try again.',
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${title}: ${customerName}`}
      submitLabel={title}
      submitting={write.isPending}
      onSubmit={onSubmit}
    >
      <FormField
        label="Amount ($)"
        inputMode="decimal"
        autoComplete="off"
        placeholder={action === 'issue' ? '10.00' : '-4.00'}
        hint={amountHint}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <FormTextarea
        label="Note (why)"
        maxLength={500}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <FormAlert>{refusal}</FormAlert>
    </FormDialog>
  );
}
