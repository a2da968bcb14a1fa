import { useRef, useState } from 'react';
import type { StaffSessionView } from '../../../../domain/admin/admin.contract.ts';
import { isOwner } from '../../../../domain/admin/permissions.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { useFocusAfterSwap } from '../../../lib/use-focus-after-swap.ts';
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
  // Kept here, so Back to customers finds the search as it was left.
  const [search, setSearch] = useState('');
  // Open and Back each replace the button pressed: focus goes to the first control of the view.
  const view = useRef<HTMLDivElement>(null);
  useFocusAfterSwap(view, customerId);
  return (
    <div ref={view}>
      {customerId !== null ? (
        <CustomerPage
          customerId={customerId}
          location={location}
          onBack={() => setCustomerId(null)}
        />
      ) : (
        <div className="space-y-6">
          <CustomerSearch search={search} onSearch={setSearch} onOpen={setCustomerId} />
          {isOwner(staff) && <CreditLimitForm location={location} />}
        </div>
      )}
    </div>
  );
}
