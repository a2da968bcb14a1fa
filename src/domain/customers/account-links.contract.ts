import { z } from '../shared/zod.ts';
import { emailSchema, newPasswordSchema } from './customer.contract.ts';

/** How long a mailed link works: a password reset briefly, an address check for a week. */
export const PASSWORD_RESET_MINUTES = 30;
export const EMAIL_VERIFICATION_DAYS = 7;
export const SIGN_IN_LINK_MINUTES = 15;
/** A customer staff added at the counter chooses a password within a week of the invitation. */
export const INVITATION_DAYS = 7;

/** The token a mailed link carries (32 random bytes, base64url: 43 characters). */
const linkTokenSchema = z.string().trim().min(1, 'Required').max(200, 'This link is not valid');

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The reset page: the link's token and the new password, under the sign-up rules. */
export const passwordResetConfirmSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The reset page as it opens: the link's token, checked without being used. */
export const passwordResetCheckSchema = z.object({ token: linkTokenSchema });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

/** The verification page: the link's token. */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** "Email me a sign-in link": the address to send it to. */
export const signInLinkRequestSchema = z.object({ email: emailSchema });
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

/** The sign-in link's page: the link's token, which signs the customer in once. */
export const signInLinkConfirmSchema = z.object({ token: linkTokenSchema });
export type SignInLinkConfirm = z.infer<typeof signInLinkConfirmSchema>;
