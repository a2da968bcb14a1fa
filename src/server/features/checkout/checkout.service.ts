import type { PaymentIntentResponse } from '../../../domain/checkout/checkout.contract.ts';
import { subtotalCents } from '../../../domain/inventory/sellable-kinds.ts';
import { loyaltyDiscountCents } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import { CART_PURPOSE } from '../cart/cart-fulfiller.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PurchasePipeline } from '../purchases/purchase-pipeline.service.ts';

export interface CheckoutDeps {
  cart: CartService;
  loyalty: LoyaltyRepository;
  pipeline: PurchasePipeline;
  payments: Pick<PaymentProvider, 'name' | 'publishableKey'>;
}

/**
 * Sets up a payment for the customer's own cart: priced from the inventory, stock checked, the
 * loyalty discount applied when a card is full. The browser's idea of the amount plays no part.
 */
export function createCheckoutService({ cart, loyalty, pipeline, payments }: CheckoutDeps) {
  return {
    async createPaymentIntent(customerId: number): Promise<PaymentIntentResponse> {
      const priced = await cart.priced(customerId);
      const first = priced[0];
      if (!first) throw new BadRequestError('Your cart is empty.', { code: 'cart_empty' });
      const soldOut = priced.find(({ item }) => item.stock <= 0);
      if (soldOut) {
        throw new ConflictError(
          `${soldOut.item.name} is out of stock. Please remove it from your cart.`,
          { code: 'out_of_stock' },
        );
      }

      const lines = priced.map(({ item, quantity }) => ({
        itemType: item.itemType,
        itemId: item.itemId,
        itemName: item.name,
        quantity,
        unitPriceCents: item.priceCents,
      }));
      const location = first.line.location;
      const begun = await pipeline.begin({
        purpose: CART_PURPOSE,
        customerId,
        location,
        lines,
        discountCents: loyaltyDiscountCents(
          subtotalCents(lines),
          await loyalty.unredeemed(customerId),
        ),
      });

      return {
        clientSecret: begun.intent.clientSecret,
        paymentIntentId: begun.intent.id,
        provider: payments.name,
        publishableKey: payments.publishableKey,
        location,
        items: lines.map((line) => ({
          itemType: line.itemType,
          itemId: String(line.itemId),
          itemName: line.itemName,
          quantity: line.quantity,
          unitPrice: formatPrice(line.unitPriceCents),
          totalPrice: formatPrice(line.unitPriceCents * line.quantity),
        })),
        subtotal: formatPrice(begun.subtotalCents),
        discount: formatPrice(begun.discountCents),
        total: formatPrice(begun.totalCents),
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
