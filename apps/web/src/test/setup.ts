import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAlerts } from '@/lib/alerts';

// How long findBy and waitFor wait: a bound, not a speed goal. A whole-app render with its lazy routes, beside CI's
// other test steps on two cores, takes more than Testing Library's default of 1 s.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom has no document.fonts; Mantine's autosize Textarea listens to it for font loads.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

afterEach(() => {
  cleanup();
  clearAlerts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
