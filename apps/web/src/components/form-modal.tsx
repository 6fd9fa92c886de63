import { useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useReturnFocus } from '@/lib/return-focus';
import { UnsavedInputContext } from '@/lib/unsaved-input';

type Props = Omit<ModalProps, 'closeOnEscape' | 'closeOnClickOutside' | 'closeButtonProps' | 'returnFocus'> & {
  /** Unsent input that the modal's own state holds (a form inside reports its own through useSchemaForm). */
  unsavedInput?: boolean;
};

/**
 * A modal that holds a form (UI.md: Escape closes a modal that holds no unsaved input; never lose what the user
 * typed): while its form holds unsent input, Escape and a click outside leave it open; its Close button and the
 * form's Cancel still close it. Centered, with the close button named for assistive technology. Closed, it gives
 * the focus back to what had it when it opened (useReturnFocus).
 */
export const FormModal = ({ unsavedInput = false, opened, children, ...props }: Props) => {
  const [reported, setReported] = useState(false);
  const unsaved = unsavedInput || reported;
  useReturnFocus(opened);
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
