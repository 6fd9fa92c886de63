import { useEffect, useState } from 'react';

const focusedElement = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

/**
 * Closing a dialog gives the focus back to what had it when the dialog opened (UI.md: modals trap focus and return
 * it), also when the dialog's code arrived after the click: a deferred dialog mounts already open, which Mantine's
 * own focus return misses. The dialog passes `returnFocus={false}` to Mantine so that only this returns it.
 */
export const useReturnFocus = (opened: boolean): void => {
  // Taken while rendering open, before the dialog's focus trap moves the focus inside.
  const [opener, setOpener] = useState(() => (opened ? focusedElement() : null));
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpener(focusedElement());
  }
  useEffect(() => {
    if (!opened) opener?.focus();
  }, [opened, opener]);
};
