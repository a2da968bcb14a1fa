import type { AdminCustomerDetail } from '../../../domain/customers/admin-customer.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { NotFoundError } from '../../errors.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import type { AdminCustomersRepository } from './admin-customers.repository.ts';

/** Staff's Customers: search, and a customer's page with their credit, orders and events. */
export function createAdminCustomersService({
  repository,
  storeCredit,
}: {
  repository: AdminCustomersRepository;
  storeCredit: Pick<StoreCreditService, 'balance'>;
}) {
  return {
    search: repository.search,

    async detail(id: number): Promise<AdminCustomerDetail> {
      const customer = await repository.find(id);
      if (!customer) {
        throw new NotFoundError(`No customer with id ${id}.`, { code: 'customer_not_found' });
      }
      const [balance, recentOrders, recentRegistrations] = await Promise.all([
        storeCredit.balance(id),
        repository.recentOrders(id),
        repository.recentRegistrations(id),
      ]);
      return { customer, balance: formatPrice(balance), recentOrders, recentRegistrations };
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
