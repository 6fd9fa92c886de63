/** How long a saved file's object URL lives: the browser reads it after the click, not during it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

const clickDownload = (href: string, filename: string) => {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * Hands a downloaded file to the browser's save, under its name. The object URL is revoked only later: revoked at
 * once, Chromium at times had not yet read it and saved nothing.
 */
export const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  clickDownload(url, filename);
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_LIFETIME_MS);
};

/**
 * Hands a signed download URL (ADR 44) to the browser, which saves what it serves, an attachment under the name the
 * server gives, straight to disk: a large file never sits in the page's memory.
 */
export const saveFromUrl = (url: string): void => {
  clickDownload(url, '');
};
