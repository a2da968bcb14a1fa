import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { canManageStore } from '../../../domain/admin/permissions.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { EmailsTab } from '../mail/emails-tab.tsx';
import { CardsTab, MerchandiseTab, TournamentsTab } from './catalog/catalog-admin-tabs.tsx';
import { FiltersTab } from './catalog/filters-tab.tsx';
import { CustomersTab } from './customers/customers-tab.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { OrdersTab } from './orders/orders-tab.tsx';
import { SettingsTab } from './settings/settings-tab.tsx';
import { ActivityTab } from './staff/activity-tab.tsx';
import { useStaffSession } from './staff/staff-session.ts';
import { useAdminLogout } from './staff/use-staff-session-mutations.ts';
import { SummaryCards } from './summary-cards.tsx';

const REDIRECT_DELAY_MS = 1500;

/** The Reports tab and its chart library load only when the tab is opened. */
const ReportsTab = lazy(() =>
  import('../reports/reports-tab.tsx').then((module) => ({ default: module.ReportsTab })),
);

function AccessDenied() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-24 text-center"
    >
      <ShieldAlert aria-hidden className="size-12 text-red-600" />
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p>Redirecting to admin login...</p>
    </section>
  );
}

/** The store dashboard: ONE component for both stores, given the store. */
export function AdminDashboard({ location }: { location: Location }) {
  const session = useStaffSession();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const staff = session.data;
  const allowed = staff != null && canManageStore(staff, location);

  useEffect(() => {
    if (session.isPending || allowed) return;
    const timer = setTimeout(() => navigate('/admin', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.isPending, allowed, navigate]);

  if (session.isPending) {
    return (
      <p role="status" className="p-12 text-center">
        Checking access...
      </p>
    );
  }
  if (!allowed) return <AccessDenied />;
  const owner = staff.role === 'owner';

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
      <Tabs defaultValue="tournaments">
        <TabsList aria-label="Management">
          <TabsTrigger value="tournaments">Tournaments</TabsTrigger>
          <TabsTrigger value="merchandise">Merchandise</TabsTrigger>
          <TabsTrigger value="cards">Cards</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="customers">Customers</TabsTrigger>
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
        <TabsContent value="customers">
          <CustomersTab location={location} staff={staff} />
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
