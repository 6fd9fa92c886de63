/** O-016, S-054, 3 §9: prices are kept in cents and shown as money. */
export const formatMoney = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
