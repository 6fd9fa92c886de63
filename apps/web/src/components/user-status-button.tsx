import { Button } from '@mantine/core';
import type { ActiveStatus } from '@casebridge/contract/enums';
import { showAlert } from '@/lib/alerts';

type Props = {
  status: ActiveStatus;
  /** Sends the new status; its answer's message shows as a success. */
  setStatus: (next: ActiveStatus) => Promise<{ message: string }>;
  pending: boolean;
};

/**
 * M-023, S-048: Disable/Enable of a user (the member admin's form and the super admin's). The answer's message shows;
 * an error shows as a warning (the query client's banner for a failed action, X-045).
 */
export const UserStatusButton = ({ status, setStatus, pending }: Props) => {
  const next = status === 'active' ? 'inactive' : 'active';
  return (
    <Button
      variant="outline"
      color={next === 'inactive' ? 'red' : 'green'}
      loading={pending}
      onClick={() => {
        setStatus(next).then(
          (answer) => showAlert({ type: 'success', message: answer.message }),
          () => undefined,
        );
      }}
    >
      {next === 'inactive' ? 'Disable' : 'Enable'}
    </Button>
  );
};
