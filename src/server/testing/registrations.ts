import type { App } from '../app.ts';
import type { TestCustomer } from './customers.ts';

/** A customer's registration calls and the event as they see it, through the real API. */
export function registrationCalls(context: { app: App }) {
  return {
    join: (customer: TestCustomer, id: number) =>
      context.app.inject({
        method: 'POST',
        url: `/api/tournaments/${id}/registrations`,
        headers: customer.auth,
      }),
    leave: (customer: TestCustomer, id: number) =>
      context.app.inject({
        method: 'DELETE',
        url: `/api/tournaments/${id}/registrations/mine`,
        headers: customer.auth,
      }),
    event: async (id: number, customer?: TestCustomer) =>
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/tournaments/${id}`,
          headers: customer?.auth ?? {},
        })
      ).json(),
  };
}
