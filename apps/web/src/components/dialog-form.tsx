import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';

/** What a dialog's send came to: the server took it (its message), or it was refused (why). */
export type DialogOutcome = { sent: string } | { refused: string };

/**
 * The outcome of a dialog's form. A refusal is shown inside the dialog, since the page's banner is behind it (X-045
 * otherwise); a 422 field map is rethrown for the form to show under its fields.
 */
export const useDialogOutcome = () => {
  const [sent, setSent] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const attempt = async (send: () => Promise<DialogOutcome>): Promise<void> => {
    setRefused(null);
    try {
      const outcome = await send();
      if ('sent' in outcome) setSent(outcome.sent);
      else setRefused(outcome.refused);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors !== null) throw error;
      setRefused(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    }
  };
  return { sent, refused, attempt };
};

/** What a dialog's form shows once the server took it: the answer's message and the way out. */
export const SentNotice = ({ message, onClose }: { message: string; onClose: () => void }) => (
  <Stack gap="md">
    <Alert color="green" variant="light" role="status">
      {message}
    </Alert>
    <Group justify="flex-end">
      <Button onClick={onClose}>Done</Button>
    </Group>
  </Stack>
);

/** The end of a dialog's form: the refusal, if any (a warning), then Cancel and the primary button. */
export const DialogFormFooter = ({
  refused,
  refusedTitle,
  submitLabel,
  pending,
  onCancel,
}: {
  refused: string | null;
  refusedTitle: string;
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
}) => (
  <>
    {refused === null ? null : (
      <Alert color="yellow" variant="light" role="alert" title={refusedTitle}>
        {refused}
      </Alert>
    )}
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  </>
);
