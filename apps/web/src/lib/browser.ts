/** Internet Explorer announces itself as MSIE (up to 10) or Trident (11). */
export const isInternetExplorer = (userAgent: string): boolean => /MSIE |Trident\//.test(userAgent);

export const supportedBrowsers = ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Apple Safari'] as const;
