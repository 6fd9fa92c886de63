const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of the given length (banner keys use 16, A-013). */
export const randomKey = (length = 16): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let key = '';
  for (const byte of bytes) key += alphabet.charAt(byte % alphabet.length);
  return key;
};
