/** Every campaign query: the lists and each campaign. */
export const campaignsKey = ['admin-campaigns'] as const;
export const oneCampaignKey = (id: string) => [...campaignsKey, 'one', id] as const;
