import { describe, expect, it } from 'vitest';
import { afterSessionEnded, afterUnauthorized } from './session-events';

describe('session events', () => {
  it('[A-031] a failed refresh sends the user home, except on onboarding routes', () => {
    expect(afterSessionEnded({ pathname: '/dashboard', navigating: false })).toBe('/');
    expect(afterSessionEnded({ pathname: '/admin/users', navigating: false })).toBe('/');
    for (const step of [
      'contact',
      'agreements',
      'process',
      'choose-process',
      'basic-premium',
      'success',
      'restore/t1',
    ]) {
      expect(afterSessionEnded({ pathname: `/onboarding/${step}`, navigating: false })).toBeNull();
    }
    // A guard that is running redirects by itself.
    expect(afterSessionEnded({ pathname: '/dashboard', navigating: true })).toBeNull();
  });

  it('[A-027] an unauthorized answer sends the user to logout', () => {
    expect(afterUnauthorized('/dashboard')).toBe('/auth/logout');
    expect(afterUnauthorized('/auth/logout')).toBeNull();
  });
});
