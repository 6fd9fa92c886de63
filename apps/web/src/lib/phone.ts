/**
 * A stored phone as its country and number. A submitted engineer phone is stored "US: 5550100" (C-014), one
 * corrected later as the number beside its country code; a number without a country takes `country` (document 2 §9).
 */
export const splitPhone = (phone: string | null, country = 'US'): { country: string; number: string } => {
  const match = /^([A-Za-z]{2}):\s*(.*)$/.exec(phone ?? '');
  return match
    ? { country: (match[1] ?? country).toUpperCase(), number: match[2] ?? '' }
    : { country, number: phone ?? '' };
};

/** How a stored phone reads on a page: "US: 5550100", with its country once however it was stored. */
export const phoneText = (phone: string | null, country: string | null): string | null => {
  if (phone === null) return null;
  const split = splitPhone(phone, country ?? '');
  return split.country === '' ? split.number : `${split.country}: ${split.number}`;
};
