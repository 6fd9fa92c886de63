import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAlerts } from '@/lib/alerts';

// happy-dom has no document.fonts; Mantine's autosize Textarea listens to it for font loads.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

afterEach(() => {
  cleanup();
  clearAlerts();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
