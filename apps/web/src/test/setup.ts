import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAlerts } from '@/lib/alerts';

afterEach(() => {
  cleanup();
  clearAlerts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
