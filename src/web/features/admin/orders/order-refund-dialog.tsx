import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type AdminOrder,
  type OrderRefundRequest,
  orderRefundRequestSchema,
} from '../../../../domain/admin/admin.contract.ts';
import { formatPrice, parsePrice } from '../../../../domain/money/money.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { useMutationFormSubmit } from '../../../lib/form-refusals.ts';
import { useOrderRefund } from './use-order-mutations.ts';

const REFUND_TO_OPTIONS = [
  { value: 'original', label: 'Original payment' },
  { value: 'store_credit', label: 'Store credit' },
] as const;

/** What is left to refund of an order: its total less what went back. */
export const leftToRefund = (order: Pick<AdminOrder, 'totalAmount' | 'refundedAmount'>) =>
  (parsePrice(order.totalAmount) ?? 0) - (parsePrice(order.refundedAmount) ?? 0);

/** Staff give back part of a paid order: how much, why, and to the payment or to store credit. */
export function OrderRefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const left = formatPrice(leftToRefund(order));
  const form = useForm<OrderRefundRequest>({
    resolver: zodResolver(orderRefundRequestSchema),
    defaultValues: { amount: '', reason: '', refundTo: 'original' },
  });
  const refund = useOrderRefund(order.id, order.store);
  const { errors } = form.formState;
  // The amount goes as typed ("5.00"), not as the cents the contract reads it into.
  const { onSubmit, refusal } = useMutationFormSubmit(form, refund, {
    onSuccess: onClose,
    failure: 'The refund could not be sent. Please try again.',
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Refund order #${order.orderNumber}`}
      submitLabel="Refund"
      submitting={refund.isPending}
      onSubmit={onSubmit}
    >
      <FormField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={left}
        hint={`Up to $${left} is left to refund.`}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <FormField
        label="Reason"
        autoComplete="off"
        maxLength={200}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <FormSelect
        label="Refund to"
        options={REFUND_TO_OPTIONS}
        error={errors.refundTo?.message}
        {...form.register('refundTo')}
      />
      <FormAlert>{refusal}</FormAlert>
    </FormDialog>
  );
}
