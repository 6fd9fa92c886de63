import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { settleConfirm, useConfirmRequest } from '@/lib/confirm';
import { useReturnFocus } from '@/lib/return-focus';

/** the shared confirm dialog; the guarded action runs only after Confirm (see confirmAction). */
export const ConfirmDialog = () => {
  const asked = useConfirmRequest();
  // The question stays while the dialog fades out: without its title the closing dialog would have no name.
  const [last, setLast] = useState(asked);
  if (asked !== null && asked !== last) setLast(asked);
  const request = asked ?? last;
  // A destructive action starts on Cancel, so an Enter meant for something else never deletes.
  const danger = request?.danger === true;
  // Mounted by the first question, already open: the focus goes back to the button that asked.
  useReturnFocus(asked !== null);
  return (
    <Modal
      opened={asked !== null}
      returnFocus={false}
      onClose={() => {
        settleConfirm(false);
      }}
      title={request?.title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="lg">{request?.message}</Text>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() => {
            settleConfirm(false);
          }}
          data-autofocus={danger ? true : undefined}
        >
          {request?.cancelLabel ?? 'Cancel'}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={() => {
            settleConfirm(true);
          }}
          data-autofocus={danger ? undefined : true}
        >
          {request?.confirmLabel ?? 'Confirm'}
        </Button>
      </Group>
    </Modal>
  );
};
