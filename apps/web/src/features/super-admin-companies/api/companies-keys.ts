/** Every query of the console's companies starts with this key, so a change reloads them all. */
export const companiesKey = ['super_admin', 'companies'] as const;
export const companyKey = (companyId: number) => [...companiesKey, companyId] as const;
