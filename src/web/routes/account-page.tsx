import { LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { LoyaltyCardPanel } from '../features/account/loyalty-card-panel.tsx';
import { OrdersPanel } from '../features/account/orders-panel.tsx';
import { PreferencesForm } from '../features/account/preferences-form.tsx';
import { ProfilePanel } from '../features/account/profile-panel.tsx';
import { EmailVerificationNotice } from '../features/account-links/email-verification-notice.tsx';
import { useAuth } from '../features/auth/auth-context.tsx';
import { RequireCustomer } from '../features/auth/require-customer.tsx';
import { useLogout } from '../features/auth/use-auth-mutations.ts';
import { RedeemGiftCardForm } from '../features/gift-cards/redeem-gift-card-form.tsx';
import { StoreCreditPanel } from '../features/store-credit/store-credit-panel.tsx';
import { MyEventsPanel } from '../features/tournaments/my-events-panel.tsx';
import { TradeInsPanel } from '../features/trade-ins/trade-ins-panel.tsx';
import { PageTitle } from './page-title.tsx';

const ACCOUNT_TABS = ['profile', 'orders', 'events', 'store-credit', 'trade-ins', 'preferences'];

function MyAccount() {
  const { customer } = useAuth();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') ?? '';
  const tab = ACCOUNT_TABS.includes(requested) ? requested : 'profile';
  if (!customer) return null;

  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <PageTitle>My Account</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold">My Account</h1>
          <p className="text-stone-600">
            Signed in as {customer.firstName} {customer.lastName}.
          </p>
        </div>
        <Button variant="secondary" busy={logout.isPending} onClick={() => logout.mutate()}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </Button>
      </div>
      <EmailVerificationNotice customer={customer} />
      <LoyaltyCardPanel />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList aria-label="Account sections">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="events">My events</TabsTrigger>
          <TabsTrigger value="store-credit">Store credit</TabsTrigger>
          <TabsTrigger value="trade-ins">Trade-ins</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfilePanel customer={customer} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersPanel customer={customer} />
        </TabsContent>
        <TabsContent value="events">
          <MyEventsPanel />
        </TabsContent>
        <TabsContent value="store-credit" className="space-y-6">
          <StoreCreditPanel />
          <RedeemGiftCardForm />
        </TabsContent>
        <TabsContent value="trade-ins">
          <TradeInsPanel />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesForm customer={customer} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

export function Component() {
  return (
    <RequireCustomer>
      <MyAccount />
    </RequireCustomer>
  );
}
