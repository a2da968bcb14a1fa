import { ArrowLeft } from 'lucide-react';
import { Navigate } from 'react-router';
import { NavigateButton } from '../components/ui/navigate-button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { MailLinkChoices } from '../features/account-links/mail-link-choices.tsx';
import { PasswordChangedNotice } from '../features/account-links/password-changed-notice.tsx';
import { useAuth } from '../features/auth/auth-context.tsx';
import { savedRedirect } from '../features/auth/redirect-after-login.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { SignUpForm } from '../features/auth/sign-up-form.tsx';
import { PageTitle } from './page-title.tsx';

/** /login and /customer/login: 'Customer Account', with Sign In and Sign Up tabs. */
export function Component() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to={savedRedirect()} replace />;

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <PageTitle>Customer Account</PageTitle>
      <h1 className="text-center text-3xl font-extrabold">Customer Account</h1>
      <p className="mt-2 text-center text-stone-600">
        Sign in to shop online, keep your cart on every device and collect loyalty stamps.
      </p>
      <PasswordChangedNotice />
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <Tabs defaultValue="sign-in">
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm />
            <MailLinkChoices />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </div>
      <div className="mt-6 text-center">
        <NavigateButton to="/" variant="ghost">
          <ArrowLeft aria-hidden className="size-4" />
          Back to Home
        </NavigateButton>
      </div>
    </section>
  );
}
