// Account rules and texts shared by the API and the forms (docs/spec/account-and-company-site.md sections
// 5, 8 and 9; docs/spec/storefront.md section 5). Zod-free, so the browser can use them.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_LINK_MINUTES = 10;
export const RESET_REDIRECT_MS = 3_000;
/** The longest name and address a profile keeps (the form shows how much is used). */
export const PROFILE_NAME_MAX = 100;
export const PROFILE_ADDRESS_MAX = 300;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A profile picture is shown at most 256 pixels wide: a larger side than this is never needed. */
export const PROFILE_PICTURE_MAX_SIDE = 4096;
export const PROFILE_PICTURE_MAX_PIXELS = PROFILE_PICTURE_MAX_SIDE * PROFILE_PICTURE_MAX_SIDE;
export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};
/** The furniture style preference toggles of the profile (the spec leaves the list open). */
export const STYLE_PREFERENCES = [
  'Modern',
  'Classic',
  'Minimalist',
  'Rustic',
  'Industrial',
  'Scandinavian',
  'Traditional African',
  'Office & Commercial',
] as const;

export const ACCOUNT_MESSAGES = {
  googleNotImplemented: 'Google authentication not yet implemented.',
  facebookNotImplemented: 'Facebook authentication not yet implemented.',
  modeSuccessful: (mode: 'Login' | 'Sign Up') => `${mode} successful!`,
  modeFailed: (mode: 'Login' | 'Sign Up') => `An error occurred during ${mode}.`,
  unexpected: 'An unexpected error occurred.',
  enterEmail: 'Please enter your email address',
  resetLinkSent: 'Password reset link sent to your email!',
  resetEmailFailed: 'Failed to send reset email',
  anErrorOccurred: 'An error occurred',
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordsDontMatch: 'Passwords do not match',
  invalidResetLink: 'Invalid reset link',
  resetSuccessful: 'Password reset successful!',
  resetFailed: 'Failed to reset password',
  profileLoadFailed: 'Failed to load profile',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully',
  selectImage: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  pictureUpdated: 'Profile picture updated successfully',
  pictureUploadFailed: 'Failed to upload profile picture',
  pictureRemoved: 'Profile picture removed successfully',
  pictureRemoveFailed: 'Failed to remove profile picture',
  noFavorites: 'No favorite items yet',
  // API answers (readable by a customer, never revealing whether an e-mail is registered).
  wrongCredentials: 'Invalid email or password',
  notAnAdmin: 'Invalid admin credentials',
  emailTaken: 'An account with this email already exists',
  loginRequired: 'Please login to continue',
  sessionExpired: 'Your session has expired. Please login again.',
  forgotAnswer: 'If an account exists for this email, a password reset link has been sent.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  favoriteAdded: 'Added to favorites',
  favoriteRemoved: 'Removed from favorites',
  favoritesCleared: 'Favorites cleared',
  unknownSize: 'That size is not available for this product.',
  notAnImage: 'Please upload a JPG, PNG, GIF or WebP image.',
} as const;

/**
 * Answers only the API gives (the pages show whatever message the server sends). Kept out of
 * ACCOUNT_MESSAGES, whose every text travels with each storefront page that uses any of them.
 */
export const ACCOUNT_API_MESSAGES = {
  pictureTooManyPixels: `This picture is too large. Please choose one of at most ${PROFILE_PICTURE_MAX_SIDE} × ${PROFILE_PICTURE_MAX_SIDE} pixels.`,
  tooManyPictures: 'Too many picture uploads. Please wait a while and try again.',
  // Sessions (docs/decisions/0022-sessions-and-secrets.md).
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Signed out on every device',
  // Sign-in limits (docs/decisions/0041-device-cookies-and-tracking-limits.md).
  /** Too many wrong passwords from devices the account never signed in on. */
  signInNewDevicesWait:
    'Too many wrong passwords have been tried for this account. Please try again in a while, or sign in on a phone or computer you have signed in on before.',
  /** Too many wrong passwords from this very device. */
  signInThisDeviceWait:
    'Too many wrong passwords from this device. Please wait a while and try again, or reset your password.',
} as const;
