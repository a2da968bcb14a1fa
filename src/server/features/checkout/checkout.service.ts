import type { PaymentIntentResponse } from '../../../domain/checkout/checkout.contract.ts';
import { loyaltyDiscountCents } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CheckoutsRepository } from './checkouts.repository.ts';

/** Card payments below this are refused by the provider. */
const MIN_CHARGE_CENTS = 50;

export interface CheckoutDeps {
  cart: CartService;
  checkouts: CheckoutsRepository;
  loyalty: LoyaltyRepository;
  payments: PaymentProvider;
}

/**
 * Sets up a payment for the customer's own cart: priced from the catalog, stock checked, the
 * loyalty discount applied when a card is full. The browser's idea of the amount plays no part.
 */
export function createCheckoutService({ cart, checkouts, loyalty, payments }: CheckoutDeps) {
  return {
    async createPaymentIntent(customerId: number): Promise<PaymentIntentResponse> {
      const lines = await cart.priced(customerId);
      const first = lines[0];
      if (!first) throw new BadRequestError('Your cart is empty.');
      const soldOut = lines.find(({ item }) => item.stock <= 0);
      if (soldOut) {
        throw new ConflictError(
          `${soldOut.item.name} is out of stock. Please remove it from your cart.`,
        );
      }

      const subtotalCents = lines.reduce(
        (sum, { item, quantity }) => sum + item.priceCents * quantity,
        0,
      );
      const discountCents = loyaltyDiscountCents(
        subtotalCents,
        await loyalty.unredeemed(customerId),
      );
      const totalCents = subtotalCents - discountCents;
      if (totalCents < MIN_CHARGE_CENTS) {
        throw new BadRequestError(
          `Card payments must be at least ${formatDollars(MIN_CHARGE_CENTS)}.`,
        );
      }

      const location = first.line.location;
      const intent = await payments.createIntent({
        amountCents: totalCents,
        metadata: { customerId: String(customerId), location },
      });
      await checkouts.insert({
        paymentIntentId: intent.id,
        provider: payments.name,
        customerId,
        location,
        lines: lines.map(({ item, quantity }) => ({
          itemType: item.type,
          itemId: item.id,
          name: item.name,
          quantity,
          unitPriceCents: item.priceCents,
        })),
        subtotalCents,
        discountCents,
        totalCents,
      });

      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        provider: payments.name,
        publishableKey: payments.publishableKey,
        location,
        items: lines.map(({ item, quantity }) => ({
          itemType: item.type,
          itemId: String(item.id),
          itemName: item.name,
          quantity,
          unitPrice: formatPrice(item.priceCents),
          totalPrice: formatPrice(item.priceCents * quantity),
        })),
        subtotal: formatPrice(subtotalCents),
        discount: formatPrice(discountCents),
        total: formatPrice(totalCents),
      };
    },
  };
}
