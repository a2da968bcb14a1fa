import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import type { GiftCardRedeemed } from '../../../domain/gift-cards/gift-card.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api } from '../../lib/api-client.ts';

/** What the Gift cards form sends; the server checks the amount and prices the card. */
export interface GiftCardChoice {
  location: Location;
  amount: string;
  recipientEmail: string;
  message: string;
}

export const postGiftCard = (body: GiftCardChoice) =>
  api<CartRow[]>('/api/gift-cards', { method: 'POST', body });

export const redeemGiftCard = (code: string) =>
  api<GiftCardRedeemed>('/api/customers/store-credit/redeem', { method: 'POST', body: { code } });
