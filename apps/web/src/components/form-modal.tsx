import { useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { UnsavedInputContext } from '@/lib/unsaved-input';

const focusedElement = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement ? document.activeElement : null;

type Props = Omit<ModalProps, 'closeOnEscape' | 'closeOnClickOutside' | 'closeButtonProps' | 'returnFocus'> & {
  /** Unsent input that the modal's own state holds (a form inside reports its own through useSchemaForm). */
  unsavedInput?: boolean;
};

/**
 * A modal that holds a form (UI.md: Escape closes a modal that holds no unsaved input; never lose what the user
 * typed): while its form holds unsent input, Escape and a click outside leave it open; its Close button and the
 * form's Cancel still close it. Centered, with the close button named for assistive technology. Closed, it gives
 * the focus back to what had it when it opened, also when its code arrived after the click (a deferred modal mounts
 * already open, which Mantine's own focus return misses).
 */
export const FormModal = ({ unsavedInput = false, opened, children, ...props }: Props) => {
  const [reported, setReported] = useState(false);
  const unsaved = unsavedInput || reported;
  // Taken while rendering open, before the modal's focus trap moves the focus inside.
  const [opener, setOpener] = useState(() => (opened ? focusedElement() : null));
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpener(focusedElement());
  }
  useEffect(() => {
    if (!opened) opener?.focus();
  }, [opened, opener]);
  return (
    <Modal
      centered
      {...props}
      opened={opened}
      returnFocus={false}
      closeOnEscape={!unsaved}
      closeOnClickOutside={!unsaved}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <UnsavedInputContext.Provider value={setReported}>{children}</UnsavedInputContext.Provider>
    </Modal>
  );
};
