import { z } from 'zod';
import {
  ACCOUNT_MESSAGES as M,
  GENDERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_ADDRESS_MAX,
  PROFILE_NAME_MAX,
  STYLE_PREFERENCES,
} from './account-rules.ts';
import { emailSchema as email, idSchema, messageResponseWith } from './api.ts';
import { ADDRESS_PHONE_PATTERN, ORDER_MESSAGES } from './order-rules.ts';
import { productSchema } from './product.ts';
import { STAFF_ROLES } from './staff-rules.ts';
import { QUANTITY_CEILING } from './limits.ts';
import { TEXT_CHANNELS, TEXT_UPDATE_MESSAGES, UPDATE_CHANNELS } from './text-message-rules.ts';

const password = z
  .string({ message: M.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

// Registering cannot set a role: unknown keys such as `role` are stripped by z.object.
export const registerRequestSchema = z.object({
  name: z
    .string({ message: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(100),
  email,
  password,
});
export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ message: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX_LENGTH),
});
export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  role: z.enum(ROLES),
});
/**
 * Signing out (this session) and signing out everywhere (every session of the account): no body,
 * the token names the session (docs/decisions/0022-sessions-and-secrets.md).
 */
export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const logoutAllResponseSchema = logoutResponseSchema;
export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  token: z.string({ message: M.resetTokenInvalid }).min(1, M.resetTokenInvalid).max(200),
  newPassword: password,
});

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Which kind of staff (docs/decisions/0068-staff-roles.md); null for a customer. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  phone: z.string(),
  address: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum([...GENDERS, '']),
  preferences: z.array(z.string()),
  profilePicture: z.string(),
  joinedDate: z.string(),
  /** How order updates were last chosen, at checkout or on the profile (docs/decisions/0066). */
  updatesBy: z.enum(UPDATE_CHANNELS).optional(),
  /**
   * The account's numbers (its phone, its saved addresses' and its orders' delivery phones) that
   * asked for no more text messages, by the channel that said so: an SMS STOP, or a WhatsApp
   * block. Only the customer's own profile answers carry it (docs/decisions/0071).
   */
  stoppedNumbers: z.array(z.object({ number: z.string(), by: z.enum(TEXT_CHANNELS) })).optional(),
});
export type User = z.infer<typeof userSchema>;
export const profileResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export const pictureResponseSchema = profileResponseSchema.extend({ message: z.string() });

/** E-mail and role are not part of it: they cannot be changed on the profile. */
export const updateProfileRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(PROFILE_NAME_MAX).optional(),
  // The same rule as a delivery address's phone (order-rules.ts): digits, spaces, +, - and ().
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number is too long')
    .refine((v) => v === '' || ADDRESS_PHONE_PATTERN.test(v), ORDER_MESSAGES.invalidPhone)
    .optional(),
  address: z.string().trim().max(PROFILE_ADDRESS_MAX, 'Address is too long').optional(),
  dateOfBirth: z
    .string()
    .trim()
    .refine(
      (v) =>
        v === '' ||
        (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
          !Number.isNaN(Date.parse(v)) &&
          Date.parse(v) < Date.now()),
      {
        message: 'Please enter a valid date of birth',
      },
    )
    .optional(),
  gender: z.enum([...GENDERS, ''], { message: 'Please choose a gender from the list' }).optional(),
  preferences: z
    .array(z.enum(STYLE_PREFERENCES, { message: 'Unknown style preference' }))
    .max(STYLE_PREFERENCES.length)
    .optional(),
  /** The checkout offers it first; the next order's own choice replaces it (docs/decisions/0066). */
  updatesBy: z.enum(UPDATE_CHANNELS, { message: TEXT_UPDATE_MESSAGES.chooseChannel }).optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const toggleFavoriteRequestSchema = z.object({
  productId: idSchema.transform((v) => v.toLowerCase()),
});
export const toggleFavoriteResponseSchema = messageResponseWith('favorited', z.boolean());
export const favoritesResponseSchema = z.object({
  success: z.literal(true),
  favorites: z.array(productSchema),
});

export const cartAddRequestSchema = z.object({
  itemId: idSchema.transform((v) => v.toLowerCase()),
  size: z
    .string({ message: 'Please select a size first' })
    .trim()
    .min(1, 'Please select a size first')
    .max(100),
});
const cartQuantityMessage = `quantity must be a whole number from 0 to ${QUANTITY_CEILING}`;
/** The shop's bound per line and the stock are the cart service's to check (decision 0054). */
export const cartUpdateRequestSchema = cartAddRequestSchema.extend({
  quantity: z
    .number({ message: cartQuantityMessage })
    .int(cartQuantityMessage)
    .min(0, cartQuantityMessage)
    .max(QUANTITY_CEILING, cartQuantityMessage),
});
/** At sign-in the visitor's browser cart joins the account's cart (quantities added, capped). */
export const cartMergeRequestSchema = z.object({
  cartData: z.record(
    z.string(),
    z.record(z.string(), z.number().int().min(1).max(QUANTITY_CEILING)),
  ),
});
export const cartResponseSchema = z.object({
  success: z.literal(true),
  cartData: z.record(z.string(), z.record(z.string(), z.number())),
});

// Inferred shapes of this module's requests and responses, for the clients.
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
export type LogoutAllResponse = z.infer<typeof logoutAllResponseSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type PictureResponse = z.infer<typeof pictureResponseSchema>;
export type ToggleFavoriteRequest = z.input<typeof toggleFavoriteRequestSchema>;
export type ToggleFavoriteResponse = z.infer<typeof toggleFavoriteResponseSchema>;
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
export type CartAddRequest = z.input<typeof cartAddRequestSchema>;
export type CartUpdateRequest = z.input<typeof cartUpdateRequestSchema>;
export type CartMergeRequest = z.input<typeof cartMergeRequestSchema>;
export type CartResponse = z.infer<typeof cartResponseSchema>;
