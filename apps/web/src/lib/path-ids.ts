const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The id a route's path names: a positive integer as written (no sign, no leading zero, no `0x10`), else null. */
export const pathId = (param: string | undefined): number | null =>
  param !== undefined && ID_PATTERN.test(param) ? Number(param) : null;

/** The same, where 0 names a new record (the console's and the admin's edit forms). */
export const pathIdOrNew = (param: string | undefined): number | null => (param === '0' ? 0 : pathId(param));
