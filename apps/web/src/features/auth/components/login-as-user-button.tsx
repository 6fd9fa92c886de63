import { Button } from '@mantine/core';
import { withLoader } from '@/lib/loader';
import { reportError } from '@/lib/report-error';
import { useSessionActions } from '../utils/use-session-actions';

type Props = { userId: number; firstName: string; returnPath: string };

/** the super admin continues as this user; 'Back to Admin »' returns to returnPath. */
export const LoginAsUserButton = ({ userId, firstName, returnPath }: Props) => {
  const { impersonate } = useSessionActions();
  return (
    <Button
      variant="outline"
      onClick={() => {
        void withLoader(() => impersonate(userId, returnPath)).catch(reportError);
      }}
    >
      Login as {firstName}
    </Button>
  );
};
