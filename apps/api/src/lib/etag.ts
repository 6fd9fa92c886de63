/** Whether an If-None-Match header names this ETag (weak or strong, alone or in a list). */
export const namesEtag = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;
