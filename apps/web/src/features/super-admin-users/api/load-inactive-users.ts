import { useCallback, useEffect, useState } from 'react';
import { superAdminUsersList, type InactiveUser } from '@casebridge/contract/super-admin-users';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session-storage';

/** 3 §9: the users list's page delay and its stop after failures. */
export const FIRST_PAGES_DELAY_MS = 15;
export const LATER_PAGE_EXTRA_DELAY_MS = 40;
export const PAGES_BEFORE_SLOWING = 5;
export const MAX_CONSECUTIVE_FAILURES = 3;

/**
 * S-066: the wait after the n-th page read (1-based): 15 ms, growing by 40 ms for each page after the fifth
 * (the sixth waits 55 ms, the seventh 95 ms).
 */
export const pageDelay = (pagesRead: number): number =>
  FIRST_PAGES_DELAY_MS + LATER_PAGE_EXTRA_DELAY_MS * Math.max(0, pagesRead - PAGES_BEFORE_SLOWING);

export type InactiveUsersState = {
  users: InactiveUser[];
  status: 'loading' | 'done' | 'failed';
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * S-066: reads GET /api/super_admin/users/list/{page} from page 0 until a page comes back empty, waiting pageDelay
 * between reads; a failed read is tried again after the same wait, and three failures in a row stop the loading
 * (the pages read so far stay). Each page shows as it arrives.
 */
export async function loadInactiveUsers(
  fetchPage: (page: number, signal: AbortSignal) => Promise<InactiveUser[]>,
  onPage: (users: InactiveUser[]) => void,
  signal: AbortSignal,
): Promise<'done' | 'failed' | 'aborted'> {
  let page = 0;
  let failures = 0;
  for (;;) {
    if (signal.aborted) return 'aborted';
    try {
      const users = await fetchPage(page, signal);
      failures = 0;
      if (users.length === 0) return 'done';
      onPage(users);
      page += 1;
    } catch {
      // An abort fails the read too: the loop then ends at its next turn.
      failures += 1;
      if (failures >= MAX_CONSECUTIVE_FAILURES) return 'failed';
    }
    await wait(pageDelay(page), signal);
  }
}

const fetchInactiveUsersPage = async (page: number, signal: AbortSignal) =>
  (await api.call(superAdminUsersList, { params: { page }, signal })).users;

/** S-066: the inactive users as they load (A-028: only once the access token is there); retry starts again. */
export const useInactiveUsers = (): InactiveUsersState & { retry: () => void } => {
  const hasToken = useToken() !== null;
  const [run, setRun] = useState(0);
  const [state, setState] = useState<InactiveUsersState>({ users: [], status: 'loading' });
  useEffect(() => {
    if (!hasToken) return undefined;
    const controller = new AbortController();
    void loadInactiveUsers(
      fetchInactiveUsersPage,
      (users) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, users: [...current.users, ...users] }));
      },
      controller.signal,
    ).then((outcome) => {
      if (outcome !== 'aborted') setState((current) => ({ ...current, status: outcome }));
    });
    return () => {
      controller.abort();
    };
    // Once the token is there (a refreshed token does not start the list again); Retry reads it all again.
  }, [hasToken, run]);
  const retry = useCallback(() => {
    setState({ users: [], status: 'loading' });
    setRun((n) => n + 1);
  }, []);
  return { ...state, retry };
};
