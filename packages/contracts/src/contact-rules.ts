// The company site's contact forms (docs/spec/account-and-company-site.md sections 2, 3, 4 and 8):
// limits and words shared by the API and both forms. Zod-free, so the browser can use them.
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  phone: 30,
  message: 5_000,
} as const;

/** The longest reply staff may write to a message in the admin (decision 0064). */
export const CONTACT_REPLY_MAX = 5_000;

/** The hidden field people never see and bots fill in: a filled one is thanked and dropped. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_MESSAGES = {
  /** The 'Get in Touch' card's status texts (section 4), word for word. */
  cardSending: 'Sending...',
  cardSent: 'Message sent successfully!',
  cardFailed: 'Failed to send message.',
  /** The contact page's success text (section 2), word for word. */
  pageSent: "Message sent successfully! We'll get back to you soon.",
  /** The API's answer to a stored message. */
  received: "Thank you for your message. We'll get back to you soon.",
  nameRequired: 'Please enter your name',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  emailInvalid: 'Please enter a valid e-mail address.',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  phoneRequired: 'Please enter your phone number',
  phoneTooLong: `Phone number must be at most ${CONTACT_LIMITS.phone} characters`,
  messageRequired: 'Please enter your message',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`,
  tooMany: 'You have sent many messages in a short time. Please wait a few minutes and try again.',
  /** Staff-side words. */
  invalidId: 'That message link is not valid.',
  notFound: 'Message not found.',
  deleted: 'Message deleted.',
  replyRequired: 'Write your reply',
  replyTooLong: `A reply must be at most ${CONTACT_REPLY_MAX.toLocaleString('en-US')} characters`,
  replyHow: 'Choose how the message was answered: a reply sent from here, or elsewhere',
  replySent: (email: string) => `Reply sent to ${email}.`,
  markedAnswered: 'Marked as answered.',
} as const;

/** How a message was answered: a reply written and mailed from the admin, or outside the shop. */
export const CONTACT_REPLY_WAYS = ['email', 'elsewhere'] as const;
export type ContactReplyWay = (typeof CONTACT_REPLY_WAYS)[number];

/** The admin inbox's filters: unread and read leave archived messages out. */
export const CONTACT_MESSAGE_FILTERS = ['unread', 'read', 'archived'] as const;
export type ContactMessageFilter = (typeof CONTACT_MESSAGE_FILTERS)[number];
