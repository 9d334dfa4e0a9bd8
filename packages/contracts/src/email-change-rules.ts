// Changing the account's e-mail address (docs/decisions/0051-email-change-and-saved-addresses.md):
// the rules and texts the API and the profile share. Zod-free, so the browser can use them.

/** How long the confirmation link mailed to the new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

export const EMAIL_CHANGE_MESSAGES = {
  sameAddress: 'This is already your e-mail address.',
  wrongPassword: 'That is not your current password.',
  enterPassword: 'Please enter your current password',
  /** The answer to a request: nothing changes until the link is opened. */
  linkSent: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes when you open it.`,
  cancelled: 'The change of e-mail address was cancelled.',
  nothingPending: 'No change of e-mail address is waiting.',
  confirmed: (email: string) => `Your e-mail address is now ${email}. Use it to sign in.`,
  alreadyConfirmed: 'This link was used already: the change of e-mail address is done.',
  linkInvalid:
    'This link does not work any more: it has expired, was replaced by a newer request or was cancelled. Ask for the change again on your profile.',
  tooMany: 'Too many requests to change the e-mail address. Please wait a while and try again.',
} as const;
