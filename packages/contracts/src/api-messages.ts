// Messages the API sends with its errors (docs/architecture.md, "API conventions": a message a
// customer can read). Server-only, so they stay out of the pages' JavaScript.
export const API_MESSAGES = {
  invalidProductId: 'That product link is not valid.',
  productNotFound: 'Product not found.',
  invalidBlogId: 'That article link is not valid.',
  blogNotFound: 'Blog post not found.',
  badRequest: 'Some of the information sent was not valid.',
  notFound: 'The page or resource you asked for does not exist.',
  badAddress: 'That address is not valid or is too long.',
  nulCharacter: 'Some of the text sent contains a character that is not allowed (NUL).',
  tooLarge: 'The request is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
  unavailable: 'The shop cannot be reached for a moment. Please try again in a few seconds.',
} as const;
