import { Button } from '@mantine/core';
import { DELETE_ACCOUNT_QUESTION } from '@casebridge/contract/profile';
import { confirmAction } from '@/lib/confirm';
import { useDeleteAccount } from '../api/delete-account';

/**
 * P-006: deletes the user's own account once they confirm; `onDeleted` gets the server's message and ends the
 * session. A refusal (the last manager of the company) shows in the banner.
 */
export const DeleteAccountButton = ({ onDeleted }: { onDeleted: (message: string) => Promise<void> }) => {
  const remove = useDeleteAccount();
  const start = async () => {
    const confirmed = await confirmAction({
      title: 'Delete account',
      message: DELETE_ACCOUNT_QUESTION,
      confirmLabel: 'Delete my account',
      danger: true,
    });
    if (!confirmed) return;
    const answer = await remove.mutateAsync().catch(() => null);
    if (answer !== null) await onDeleted(answer.message);
  };
  return (
    <Button
      color="red"
      variant="outline"
      loading={remove.isPending}
      onClick={() => {
        void start();
      }}
    >
      Delete my account
    </Button>
  );
};
