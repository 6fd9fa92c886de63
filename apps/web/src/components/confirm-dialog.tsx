import { Button, Group, Modal, Text } from '@mantine/core';
import { settleConfirm, useConfirmRequest } from '@/lib/confirm';

/** the shared confirm dialog; the guarded action runs only after Confirm (see confirmAction). */
export const ConfirmDialog = () => {
  const request = useConfirmRequest();
  // A destructive action starts on Cancel, so an Enter meant for something else never deletes.
  const danger = request?.danger === true;
  return (
    <Modal
      opened={request !== null}
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
