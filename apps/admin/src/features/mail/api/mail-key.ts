/** Every query of the Mail page starts with this key: a retry refreshes the lists and counts. */
export const mailKey = ['admin-mail'] as const;
