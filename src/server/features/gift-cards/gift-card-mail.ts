import { formatGiftCode } from '../../../domain/gift-cards/gift-card.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { giftCardDeliveredMail } from '../mail/templates/gift-card-delivered.tsx';
import type { GiftCardRow } from './gift-cards.repository.ts';

/** Mails a card's code, in the transaction that issues it: once per card. */
export function createGiftCardMail({
  mailer,
  publicUrl,
}: {
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
}) {
  return {
    async delivered(
      tx: Transaction,
      card: GiftCardRow,
      code: string,
      buyer: { email: string | null; firstName: string | null },
    ): Promise<void> {
      await mailer.queue(tx, {
        key: `gift_card_delivered:${card.id}`,
        kind: 'gift_card_delivered',
        to: card.recipientEmail ?? buyer.email,
        content: giftCardDeliveredMail({
          amount: formatDollars(card.amountCents),
          from: card.recipientEmail ? buyer.firstName : null,
          message: card.message,
          code: formatGiftCode(code),
          store: card.location,
          publicUrl,
        }),
      });
    },
  };
}

export type GiftCardMail = ReturnType<typeof createGiftCardMail>;
