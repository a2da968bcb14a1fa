import type {
  PasswordResetCheck,
  PasswordResetConfirm,
  PasswordResetRequest,
  SignInLinkConfirm,
  SignInLinkRequest,
  VerifyEmailRequest,
} from '../../../domain/customers/account-links.contract.ts';
import type { AuthResponse } from '../../../domain/customers/customer.contract.ts';
import { api } from '../../lib/api-client.ts';

type Ok = { ok: true };

export const requestPasswordReset = (body: PasswordResetRequest) =>
  api<Ok>('/api/customers/password-reset', { method: 'POST', body });

export const checkPasswordResetLink = (body: PasswordResetCheck) =>
  api<Ok>('/api/customers/password-reset/check', { method: 'POST', body });

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api<Ok>('/api/customers/password-reset/confirm', { method: 'POST', body });

export const verifyEmail = (body: VerifyEmailRequest) =>
  api<Ok>('/api/customers/verify-email', { method: 'POST', body });

export const requestSignInLink = (body: SignInLinkRequest) =>
  api<Ok>('/api/customers/sign-in-link', { method: 'POST', body });

export const signInByLink = (body: SignInLinkConfirm) =>
  api<AuthResponse>('/api/customers/sign-in-link/confirm', { method: 'POST', body });

export const resendVerificationEmail = () =>
  api<Ok>('/api/customers/verify-email/resend', { method: 'POST', body: {} });
