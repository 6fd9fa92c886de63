/** How long a saved file's object URL lives: the browser reads it after the click, not during it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Hands a downloaded file to the browser's save, under its name. The object URL is revoked only later: revoked at
 * once, Chromium at times had not yet read it and saved nothing.
 */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_LIFETIME_MS);
};
