import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getAdminToken,
  getStoredLevel,
  getStoredRole,
  getToken,
  savePostLoginRedirect,
  setImpersonation,
  setRoleAndLevel,
  setToken,
  storageKeys,
  takePostLoginRedirect,
} from './session-storage';

describe('session storage', () => {
  // A-033 also keeps the onboarding and case table state: their keys come with those features.
  it('keeps token, role, level, admin token, redirect and pending alert in local storage', () => {
    expect(Object.keys(storageKeys)).toEqual(
      expect.arrayContaining(['token', 'role', 'level', 'adminToken', 'postLoginRedirect', 'pendingAlert']),
    );
    setToken('t1');
    setRoleAndLevel('business_manager', 'elite');
    setImpersonation('admin', '/super_admin/companies/1/users/2');
    expect(window.localStorage.getItem(storageKeys.token)).toBe('t1');
    expect(getToken()).toBe('t1');
    expect(getStoredRole()).toBe('business_manager');
    expect(getStoredLevel()).toBe('elite');
    expect(getAdminToken()).toBe('admin');
  });

  it('[A-020] the post-login destination is used once, then cleared', () => {
    savePostLoginRedirect('/my-cases/abc');
    expect(takePostLoginRedirect()).toBe('/my-cases/abc');
    expect(takePostLoginRedirect()).toBeNull();
  });

  it('[A-035] clearing the session forgets token, role, level and admin token', () => {
    setToken('t1');
    setRoleAndLevel('caller', 'basic');
    setImpersonation('admin', '/x');
    savePostLoginRedirect('/keep');
    clearSession();
    expect([getToken(), getStoredRole(), getStoredLevel(), getAdminToken()]).toEqual([null, null, null, null]);
  });

  it('ignores values that are not a role or a level', () => {
    window.localStorage.setItem(storageKeys.role, 'root');
    expect(getStoredRole()).toBeNull();
  });
});
