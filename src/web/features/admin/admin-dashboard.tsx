import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { counterPath } from '../counter/counter-paths.ts';
import { EmailsTab } from '../mail/emails-tab.tsx';
import { TradeInsTab } from '../trade-ins/trade-ins-tab.tsx';
import { CardsTab, MerchandiseTab, TournamentsTab } from './catalog/catalog-admin-tabs.tsx';
import { FiltersTab } from './catalog/filters-tab.tsx';
import { CustomersTab } from './customers/customers-tab.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { OrdersTab } from './orders/orders-tab.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';
import { ActivityTab } from './staff/activity-tab.tsx';
import { StoreStaffGate } from './staff/store-staff-gate.tsx';
import { useAdminLogout } from './staff/use-staff-session-mutations.ts';
import { SummaryCards } from './summary-cards.tsx';

/** The Reports tab and its chart library load only when the tab is opened. */
const ReportsTab = lazy(() =>
  import('../reports/reports-tab.tsx').then((module) => ({ default: module.ReportsTab })),
);

/** The store dashboard: ONE component for both stores, given the store. */
export function AdminDashboard({ location }: { location: Location }) {
  return (
    <StoreStaffGate location={location}>
      {(staff) => <StoreDashboard location={location} staff={staff} />}
    </StoreStaffGate>
  );
}

function StoreDashboard({ location, staff }: { location: Location; staff: StaffSessionView }) {
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const owner = staff.role === 'owner';
  // A screen opened from a tab (a trade-in) links back to it with `?tab=`.
  const [params] = useSearchParams();

  return (
    <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 sm:space-y-6 sm:py-8">
      <DashboardHeader
        location={location}
        staff={staff}
        onLogout={() =>
          logout.mutate(undefined, { onSettled: () => navigate('/admin', { replace: true }) })
        }
      />
      <SummaryCards location={location} />
      <Tabs defaultValue={params.get('tab') ?? 'tournaments'}>
        <TabsList aria-label="Management">
          <TabsTrigger value="tournaments">Tournaments</TabsTrigger>
          <TabsTrigger value="merchandise">Merchandise</TabsTrigger>
          <TabsTrigger value="cards">Cards</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          {/* The point of sale has a screen of its own: choosing the tab opens it. */}
          <TabsTrigger value="counter" onClick={() => navigate(counterPath(location))}>
            Counter
          </TabsTrigger>
          <TabsTrigger value="customers">Customers</TabsTrigger>
          <TabsTrigger value="trade-ins">Trade-ins</TabsTrigger>
          <TabsTrigger value="filters">Filters</TabsTrigger>
          <TabsTrigger value="reports">Reports</TabsTrigger>
          {owner && <TabsTrigger value="activity">Activity</TabsTrigger>}
          {owner && <TabsTrigger value="emails">Emails</TabsTrigger>}
          {owner && <TabsTrigger value="settings">Settings</TabsTrigger>}
        </TabsList>
        <TabsContent value="tournaments">
          <TournamentsTab location={location} />
        </TabsContent>
        <TabsContent value="merchandise">
          <MerchandiseTab location={location} />
        </TabsContent>
        <TabsContent value="cards">
          <CardsTab location={location} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab location={location} />
        </TabsContent>
        <TabsContent value="counter">
          <p className="rounded-lg border border-stone-200 bg-white p-4">
            The counter rings up walk-in sales, returns and the cash drawer on a screen of its own.{' '}
            <Link to={counterPath(location)} className="font-semibold text-emerald-800 underline">
              Open the counter
            </Link>
          </p>
        </TabsContent>
        <TabsContent value="customers">
          <CustomersTab location={location} staff={staff} />
        </TabsContent>
        <TabsContent value="trade-ins">
          <TradeInsTab location={location} />
        </TabsContent>
        <TabsContent value="filters">
          <FiltersTab />
        </TabsContent>
        <TabsContent value="reports">
          <Suspense
            fallback={
              <p role="status" className="p-8 text-center text-stone-600">
                Loading reports...
              </p>
            }
          >
            <ReportsTab location={location} staff={staff} />
          </Suspense>
        </TabsContent>
        {owner && (
          <TabsContent value="activity">
            <ActivityTab location={location} />
          </TabsContent>
        )}
        {owner && (
          <TabsContent value="emails">
            <EmailsTab />
          </TabsContent>
        )}
        {owner && (
          <TabsContent value="settings">
            <SettingsTab location={location} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
