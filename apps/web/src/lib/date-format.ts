import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** admin tables show MMM-DD-YYYY hh:mm a, in UTC. */
export const formatAdminDate = (iso: string): string => dayjs.utc(iso).format('MMM-DD-YYYY hh:mm a');

/** case lists and case pages show MM/DD/YY hh:mm am/pm, in UTC. */
export const formatCaseDate = (iso: string): string => dayjs.utc(iso).format('MM/DD/YY hh:mm a');

/** "3 hours ago", for a tooltip beside the exact time (UI.md). */
export const formatRelative = (iso: string, now: Date = new Date()): string => dayjs.utc(iso).from(dayjs.utc(now));
