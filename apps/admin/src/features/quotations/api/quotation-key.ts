/** Every quotation query: the lists and each quotation. */
export const quotationsKey = ['admin-quotations'] as const;
export const oneQuotationKey = (id: string) => [...quotationsKey, 'one', id] as const;
