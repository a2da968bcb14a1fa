import type {
  Customer,
  LoginRequest,
  ProfileUpdate,
  RegisterRequest,
} from '../../../domain/customers/customer.contract.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError, orNotFound, UnauthorizedError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { type CustomerRow, type CustomersRepository, toCustomer } from './customers.repository.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import { refuseCommonPassword } from './password-rules.ts';

const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';
/** The same words for an unknown e-mail and a wrong password, so neither gives the other away. */
export const INVALID_LOGIN = 'Invalid email or password';

export interface SignedIn {
  token: string;
  customer: Customer;
}

export interface CustomersServiceDeps {
  db: Database;
  customers: CustomersRepository;
  sessions: SessionsService;
  /** A new account is mailed its verification link. */
  verification: Pick<EmailVerificationService, 'send'>;
}

export function createCustomersService({
  db,
  customers,
  sessions,
  verification,
}: CustomersServiceDeps) {
  return {
    async register(input: RegisterRequest, replacingToken: string | null): Promise<SignedIn> {
      refuseCommonPassword(input.password);
      if (await customers.findByEmail(input.email)) {
        throw new ConflictError(EMAIL_TAKEN, {
          code: 'email_taken',
          fields: { email: EMAIL_TAKEN },
        });
      }
      const passwordHash = await hashPassword(input.password);
      let row: CustomerRow;
      try {
        row = await db.transaction(async (tx) => {
          const created = await customers.insert(tx, {
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
          });
          await verification.send(tx, created);
          return created;
        });
      } catch (error) {
        // Two sign-ups with one e-mail at the same moment: the database keeps one.
        if (isUniqueViolation(error))
          throw new ConflictError(EMAIL_TAKEN, {
            code: 'email_taken',
            fields: { email: EMAIL_TAKEN },
          });
        throw error;
      }
      const token = await sessions.start({ kind: 'customer', customerId: row.id }, replacingToken);
      return { token, customer: toCustomer(row) };
    },

    async login(input: LoginRequest, replacingToken: string | null): Promise<SignedIn> {
      const row = await customers.findByEmail(input.email.trim());
      if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) {
        throw new UnauthorizedError(INVALID_LOGIN, { code: 'invalid_credentials' });
      }
      const token = await sessions.start({ kind: 'customer', customerId: row.id }, replacingToken);
      return { token, customer: toCustomer(row) };
    },

    async profile(customerId: number): Promise<Customer> {
      return toCustomer(orNotFound(await customers.findById(customerId), 'Account not found'));
    },

    async updateProfile(customerId: number, patch: ProfileUpdate): Promise<Customer> {
      return toCustomer(orNotFound(await customers.update(customerId, patch), 'Account not found'));
    },

    addresses: (customerId: number) => customers.addresses(customerId),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
