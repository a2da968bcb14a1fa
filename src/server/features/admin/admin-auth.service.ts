import { createHash, timingSafeEqual } from 'node:crypto';
import type { AdminLoginRequest, StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import { STAFF_ROLES } from '../../../domain/admin/admin.contract.ts';
import { UnauthorizedError } from '../../errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { SessionIdentity, SessionsService } from '../sessions/sessions.service.ts';
import type { EmployeesRepository } from './employees.repository.ts';

export const ACCESS_DENIED = 'Access denied: Invalid admin password.';

type StaffIdentity = Extract<SessionIdentity, { kind: 'staff' }>;

/** Compares secrets in constant time (digests first, so lengths tell nothing either). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function toStaffView(identity: {
  label: string;
  role: string;
  location: StaffIdentity['location'];
}): StaffSessionView {
  const role = STAFF_ROLES.find((known) => known === identity.role) ?? 'staff';
  return { name: identity.label, role, location: identity.location };
}

/**
 * Staff sign-in on the server: the shared admin password (ADMIN_PASSWORD, or the one generated
 * at first start) signs in the owner; a username and password sign in an active employee.
 */
export function createAdminAuthService(
  employees: EmployeesRepository,
  sessions: SessionsService,
  configuredPassword: string | undefined,
) {
  async function ownerPasswordMatches(password: string): Promise<boolean> {
    if (configuredPassword) return sameSecret(password, configuredPassword);
    return verifyPassword(await employees.storedAdminPasswordHash(), password);
  }

  async function identify({
    username,
    password,
  }: AdminLoginRequest): Promise<StaffIdentity | null> {
    if (!username) {
      return (await ownerPasswordMatches(password))
        ? { kind: 'staff', employeeId: null, role: 'owner', location: null, label: 'Owner' }
        : null;
    }
    const employee = await employees.findActive(username);
    if (!(await verifyPassword(employee?.passwordHash, password)) || !employee) return null;
    return {
      kind: 'staff',
      employeeId: employee.id,
      role: employee.role,
      // An employee without a store is the owner's equal; one with a store manages that store.
      location: employee.location,
      label: employee.username,
    };
  }

  return {
    async login(request: AdminLoginRequest, replacingToken: string | null) {
      const identity = await identify(request);
      if (!identity) throw new UnauthorizedError(ACCESS_DENIED, { code: 'invalid_credentials' });
      const token = await sessions.start(identity, replacingToken);
      return { token, staff: toStaffView(identity) };
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
