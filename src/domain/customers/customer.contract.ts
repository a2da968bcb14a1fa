import { cartRowSchema } from '../cart/cart.contract.ts';
import { locationSchema } from '../shared/common.contract.ts';
import { nameText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

export const MIN_PASSWORD_LENGTH = 8;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `Must be at most ${max} characters`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(255, 'Must be at most 255 characters')
  .pipe(z.email('Enter a valid email address'));

export const newPasswordSchema = z
  .string()
  .min(1, 'Required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameText(100),
  lastName: nameText(100),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: requiredText(255),
  password: z.string().min(1, 'Required').max(200, 'Password must be at most 200 characters'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const customerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Whether the customer opened the link mailed to this address. */
  isEmailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  preferredLocation: locationSchema.nullable(),
  emailOrderUpdates: z.boolean(),
  emailEventAnnouncements: z.boolean(),
  wizardsEmail: z.string().nullable(),
  pokemonPlayerId: z.string().nullable(),
  konamiCardGameId: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** What sign-in and sign-up answer: the bearer token for API clients, the profile and the saved cart. */
export const authResponseSchema = z.object({
  token: z.string(),
  customer: customerSchema,
  cartItems: z.array(cartRowSchema),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const PHONE_PATTERN = /^[0-9+()\-.\s]{7,20}$/;

/** Name and phone, as the profile form edits them. */
export const profileDetailsSchema = z.object({
  firstName: nameText(100),
  lastName: nameText(100),
  phone: z
    .string()
    .trim()
    .max(20, 'Must be at most 20 characters')
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), 'Enter a valid phone number')
    .transform((phone) => (phone === '' ? null : phone))
    .nullable(),
});

/** The preferences form: a home store and whether to get e-mail about orders. */
export const preferencesSchema = z.object({
  preferredLocation: locationSchema.nullable(),
  emailOrderUpdates: z.boolean(),
  /** Optional mail about new events; order, event and account messages always go. */
  emailEventAnnouncements: z.boolean().optional(),
});

/** An optional ID field: trimmed, checked against its format, and null when left blank. */
const optionalId = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(255, 'Must be at most 255 characters')
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/**
 * The organised-play IDs a player may give for the stores' tournament rosters: the e-mail of
 * their Wizards account (EventLink invites by it), their Play! Pokémon player ID and their
 * Konami Card Game ID. All optional.
 */
export const playerIdsSchema = z.object({
  wizardsEmail: optionalId(
    /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/,
    'Enter the e-mail of your Wizards account',
  ),
  pokemonPlayerId: optionalId(/^\d{4,10}$/, 'A Pokémon Player ID is 4 to 10 digits'),
  konamiCardGameId: optionalId(/^\d{10}$/, 'A Konami Card Game ID is 10 digits'),
});

/** A customer's change to their own account: any of the above, nothing else. */
export const profileUpdateSchema = profileDetailsSchema
  .extend(preferencesSchema.shape)
  .extend(playerIdsSchema.shape)
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  isDefault: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export const addressListSchema = z.array(addressSchema);

/** Who is signed in, answered the same way for everyone (no error when nobody is). */
export const customerSessionSchema = z.object({ customer: customerSchema.nullable() });

export const okSchema = z.object({ ok: z.literal(true) });
