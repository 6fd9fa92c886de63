import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { RegistrationQueueTable } from '@/components/registration-queue-table';
import { useDecideNetworkRegistration, useNetworkRegistrationQueue } from '../api/network-registration-queue';

/** S-003: the dashboard's user registration queue of every company, with Approve and Reject. */
export const NetworkRegistrationQueue = () => {
  const decide = useDecideNetworkRegistration();
  return (
    <Panel title="User registration queue">
      <QueryBoundary query={useNetworkRegistrationQueue()} skeletonRows={3}>
        {(queue) => (
          <RegistrationQueueTable
            rows={queue}
            decide={{ run: decide.mutateAsync, busy: decide.isPending }}
            before={[{ key: 'company', header: 'Company', cell: (row) => row.company, value: (row) => row.company }]}
          />
        )}
      </QueryBoundary>
    </Panel>
  );
};
