import { ShieldCheck } from 'lucide-react';
import { AdminLocationChooser } from '../features/admin/staff/admin-location-chooser.tsx';
import { AdminLoginForm } from '../features/admin/staff/admin-login-form.tsx';
import { useStaffSession } from '../features/admin/staff/staff-session.ts';
import { PageTitle } from './page-title.tsx';

/** /admin: the password gate, then the store chooser. */
export function Component() {
  const session = useStaffSession();
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <PageTitle>Admin Login</PageTitle>
      <div className="flex flex-col items-center gap-2 text-center">
        <ShieldCheck aria-hidden className="size-12 text-emerald-700" />
        <h1 className="text-3xl font-extrabold">Admin Access</h1>
        <p className="text-stone-600">
          For store staff. Manage tournaments, stock, orders and filters.
        </p>
      </div>
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        {session.isPending ? (
          <p role="status">Checking access...</p>
        ) : session.data ? (
          <AdminLocationChooser staff={session.data} />
        ) : (
          <AdminLoginForm />
        )}
      </div>
    </section>
  );
}
