import { useSyncExternalStore } from 'react';
import { membershipTypeSchema, roleSchema, type MembershipType, type Role } from '@casebridge/contract/enums';

/** what the client keeps in local storage so that it survives a reload. */
export const storageKeys = {
  token: 'casebridge.token',
  role: 'casebridge.role',
  level: 'casebridge.level',
  adminToken: 'casebridge.admin_token',
  /** Where 'Back to Admin »' returns to (the impersonated user's edit screen, A-038). */
  adminReturnPath: 'casebridge.admin_return_path',
  postLoginRedirect: 'casebridge.redirect',
  pendingAlert: 'casebridge.alert_message',
  /** O-002, O-005: the onboarding wizard's session token and step (1 §3 client-kept values). */
  onboardingToken: 'casebridge.onboarding_token',
  onboardingStep: 'casebridge.onboarding_step',
  /** D-023: the dashboard case table's view, sort field and direction. */
  caseListView: 'casebridge.case_list',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const listeners = new Set<() => void>();
const notify = (): void => {
  for (const listener of listeners) listener();
};

export const readStored = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStored = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode quotas); the session then lasts for this page only.
  }
  notify();
};

export const getToken = (): string | null => readStored(storageKeys.token);
export const setToken = (token: string | null): void => {
  writeStored(storageKeys.token, token);
};

export const getStoredRole = (): Role | null => {
  const parsed = roleSchema.safeParse(readStored(storageKeys.role));
  return parsed.success ? parsed.data : null;
};

export const getStoredLevel = (): MembershipType | null => {
  const parsed = membershipTypeSchema.safeParse(readStored(storageKeys.level));
  return parsed.success ? parsed.data : null;
};

export const setRoleAndLevel = (role: Role | null, level: MembershipType | null): void => {
  writeStored(storageKeys.role, role);
  writeStored(storageKeys.level, level);
};

export const getAdminToken = (): string | null => readStored(storageKeys.adminToken);
export const getAdminReturnPath = (): string | null => readStored(storageKeys.adminReturnPath);
export const setImpersonation = (adminToken: string | null, returnPath: string | null): void => {
  writeStored(storageKeys.adminToken, adminToken);
  writeStored(storageKeys.adminReturnPath, returnPath);
};

export const savePostLoginRedirect = (target: string): void => {
  writeStored(storageKeys.postLoginRedirect, target);
};

/** the stored destination is used once, then cleared. */
export const takePostLoginRedirect = (): string | null => {
  const target = readStored(storageKeys.postLoginRedirect);
  if (target !== null) writeStored(storageKeys.postLoginRedirect, null);
  return target;
};

/** logout (and a failed refresh) forgets token, role, level and admin token. */
export const clearSession = (): void => {
  for (const key of [
    storageKeys.token,
    storageKeys.role,
    storageKeys.level,
    storageKeys.adminToken,
    storageKeys.adminReturnPath,
  ]) {
    writeStored(key, null);
  }
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key?.startsWith('casebridge.') ?? true) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useStoredValue = (key: StorageKey): string | null =>
  useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null,
  );

export const useToken = (): string | null => useStoredValue(storageKeys.token);
export const useAdminToken = (): string | null => useStoredValue(storageKeys.adminToken);

/** The company landing a visitor last opened at /{slug} on the main host: the 404 page links back to it. */
const landingSlugKey = 'casebridge.landing_slug';

export const rememberLandingSlug = (slug: string): void => {
  try {
    window.sessionStorage.setItem(landingSlugKey, slug);
  } catch {
    // Without session storage the 404 page links to the main home.
  }
};

export const getRememberedLandingSlug = (): string | null => {
  try {
    return window.sessionStorage.getItem(landingSlugKey);
  } catch {
    return null;
  }
};

/** O-002, O-005: the onboarding session the wizard continues: its token and the step it is at. */
export type StoredOnboarding = { token: string; step: string };

export const getStoredOnboarding = (): StoredOnboarding | null => {
  const token = readStored(storageKeys.onboardingToken);
  const step = readStored(storageKeys.onboardingStep);
  return token === null || step === null ? null : { token, step };
};

export const storeOnboarding = (onboarding: StoredOnboarding): void => {
  writeStored(storageKeys.onboardingToken, onboarding.token);
  writeStored(storageKeys.onboardingStep, onboarding.step);
};

/** O-026: after the registration the wizard forgets its session. */
export const clearStoredOnboarding = (): void => {
  writeStored(storageKeys.onboardingToken, null);
  writeStored(storageKeys.onboardingStep, null);
};
