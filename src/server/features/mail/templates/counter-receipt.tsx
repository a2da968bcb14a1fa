import { Section, Text } from '@react-email/components';
import type { CounterSale } from '../../../../domain/counter/counter-sale.contract.ts';
import {
  dollars,
  type ReceiptRow,
  receiptAfterTenders,
  receiptTenders,
  receiptTotals,
} from '../../../../domain/counter/receipt.rules.ts';
import type { MailContent } from '../mail-content.ts';
import { MailLayout, paragraph } from './mail-layout.tsx';
import { storeDayAndTime } from './store-time.ts';

const line = { ...paragraph, margin: '0' };

function Rows({ rows }: { rows: readonly ReceiptRow[] }) {
  return (
    <Section>
      {rows.map((row, index) => (
        // A printed list in a fixed order, where two cards of one brand may read alike.
        <Text key={`${index}:${row.label}`} style={line}>
          {row.label}: {row.amount}
        </Text>
      ))}
    </Section>
  );
}

/** A counter sale's receipt, mailed when the customer asks at the counter (Email receipt). */
export function counterReceiptMail(sale: CounterSale, publicUrl: string): MailContent {
  const heading = `Your receipt ${sale.receiptNumber}`;
  const firstName = sale.customer?.name.split(' ')[0];
  return {
    subject: `${heading} from ${sale.store.name}`,
    element: (
      <MailLayout preview={heading} heading={heading} store={sale.location} publicUrl={publicUrl}>
        {firstName ? <Text style={paragraph}>Hi {firstName},</Text> : null}
        <Text style={paragraph}>
          Thank you for shopping at our {sale.store.name} store on{' '}
          {storeDayAndTime(new Date(sale.createdAt))}. Your cashier was {sale.cashierName}.
        </Text>
        <Section>
          {sale.lines.map((item) => (
            <Text key={item.lineId} style={line}>
              {item.quantity} × {item.name} at {dollars(item.unitPrice)}: {dollars(item.total)}
              {item.discount === '0.00' ? '' : ` (discount -${dollars(item.discount)})`}
            </Text>
          ))}
        </Section>
        <Rows rows={receiptTotals(sale)} />
        <Rows rows={receiptTenders(sale)} />
        <Rows rows={receiptAfterTenders(sale)} />
        {sale.returnPolicy ? <Text style={paragraph}>{sale.returnPolicy}</Text> : null}
      </MailLayout>
    ),
  };
}
