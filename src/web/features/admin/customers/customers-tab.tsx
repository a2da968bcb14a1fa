import { useState } from 'react';
import type { StaffSessionView } from '../../../../domain/admin/admin.contract.ts';
import { isOwner } from '../../../../domain/admin/permissions.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { CreditLimitForm } from './credit-limit-form.tsx';
import { CustomerPage } from './customer-page.tsx';
import { CustomerSearch } from './customer-search.tsx';

interface CustomersTabProps {
  location: Location;
  staff: StaffSessionView;
}

/**
 * The dashboard's Customers, shared by both stores: find one by name, e-mail or phone, open
 * their page, and issue or adjust their store credit at this store.
 */
export function CustomersTab({ location, staff }: CustomersTabProps) {
  const [customerId, setCustomerId] = useState<number | null>(null);
  if (customerId !== null) {
    return (
      <CustomerPage
        customerId={customerId}
        location={location}
        onBack={() => setCustomerId(null)}
      />
    );
  }
  return (
    <div className="space-y-6">
      <CustomerSearch onOpen={setCustomerId} />
      {isOwner(staff) && <CreditLimitForm location={location} />}
    </div>
  );
}
