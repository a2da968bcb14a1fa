import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { StaffSessionView } from '../../../../domain/admin/admin.contract.ts';
import { canManageStore } from '../../../../domain/admin/permissions.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { useStaffSession } from './staff-session.ts';

const REDIRECT_DELAY_MS = 1500;

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

/**
 * Shows a store's back-office page to that store's staff (and the owner) only; anyone else
 * reads Access Denied and is sent to the admin login. The server checks every call again.
 */
export function StoreStaffGate({
  location,
  children,
}: {
  location: Location;
  children: (staff: StaffSessionView) => ReactNode;
}) {
  const session = useStaffSession();
  const navigate = useNavigate();
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
  return children(staff);
}
