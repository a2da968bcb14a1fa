import type {
  CreateOrderResponse,
  PaymentIntentResponse,
} from '../../../domain/checkout/checkout.contract.ts';
import { loyaltyDiscountCents } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { formatRatePercent, salesTaxLabel } from '../../../domain/tax/sales-tax.rules.ts';
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
  /** Begins the purchase of the customer's cart, with the store credit asked for. */
  async function beginCart(
    customerId: number,
    storeCreditCents: number | 'all',
    expectedLocation?: Location,
  ) {
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
    if (expectedLocation && expectedLocation !== location) {
      throw new BadRequestError('Your cart is for the other store. Please check out again.', {
        code: 'mixed_locations',
      });
    }
    const discountCents = loyaltyDiscountCents(lines, await loyalty.unredeemed(customerId));
    const begun = await pipeline.begin({
      purpose: CART_PURPOSE,
      customerId,
      location,
      lines,
      discountCents,
      storeCreditCents,
    });
    return { begun, location, priced };
  }

  return {
    async createPaymentIntent(
      customerId: number,
      storeCreditCents: number,
    ): Promise<PaymentIntentResponse> {
      const { begun, location, priced } = await beginCart(customerId, storeCreditCents);
      // The pipeline refuses a card purchase the card would pay nothing of, before writing.
      if (!begun.intent) throw new Error('a card purchase began without a card payment');
      return {
        clientSecret: begun.intent.clientSecret,
        paymentIntentId: begun.intent.id,
        provider: payments.name,
        publishableKey: payments.publishableKey,
        location,
        items: priced.map(({ item, quantity, previousPriceCents }) => ({
          itemType: item.itemType,
          itemId: String(item.itemId),
          itemName: item.name,
          quantity,
          unitPrice: formatPrice(item.priceCents),
          totalPrice: formatPrice(item.priceCents * quantity),
          previousUnitPrice: previousPriceCents === null ? null : formatPrice(previousPriceCents),
        })),
        subtotal: formatPrice(begun.subtotalCents),
        discount: formatPrice(begun.discountCents),
        tax: formatPrice(begun.taxCents),
        taxRate: formatRatePercent(begun.taxRateMilli),
        taxLabel: salesTaxLabel(begun.taxRateMilli),
        total: formatPrice(begun.totalCents),
        amount: formatPrice(begun.cardCents),
        storeCreditApplied: formatPrice(begun.storeCreditCents),
      };
    },

    /** Pays the cart wholly with store credit: the order is placed at once. */
    async payWithStoreCredit(customerId: number, location: Location): Promise<CreateOrderResponse> {
      const { begun } = await beginCart(customerId, 'all', location);
      if (!begun.order) throw new Error('a purchase paid wholly by credit placed no order');
      return pipeline.placedOrder(begun.order);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
