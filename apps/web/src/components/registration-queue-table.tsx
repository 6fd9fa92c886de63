import { Button, Group } from '@mantine/core';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { ApprovalAction } from '@casebridge/contract/registration';
import type { RegistrationQueueItem } from '@casebridge/contract/users';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { showAlert } from '@/lib/alerts';
import { formatAdminDate } from '@/lib/date-format';

type Decide = { run: (input: { id: number; action: ApprovalAction }) => Promise<SuccessAnswer>; busy: boolean };

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

/** M-018, S-003: Approve and Reject of one registration; the owner's mutation reloads the queue afterwards. */
const QueueActions = ({ item, decide }: { item: RegistrationQueueItem; decide: Decide }) => {
  const run = async (action: ApprovalAction) => {
    showAlert({ type: 'success', message: (await decide.run({ id: item.id, action })).message });
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        disabled={decide.busy}
        aria-label={`Approve ${fullName(item)}`}
        onClick={() => {
          void run('approve').catch(() => undefined);
        }}
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red"
        disabled={decide.busy}
        aria-label={`Reject ${fullName(item)}`}
        onClick={() => {
          void run('reject').catch(() => undefined);
        }}
      >
        Reject
      </Button>
    </Group>
  );
};

/**
 * M-018, S-003: the registrations waiting for approval, oldest first, each with Approve and Reject; `before` adds
 * columns in front (the super admin's queue names each registration's company).
 */
export const RegistrationQueueTable = <Item extends RegistrationQueueItem>({
  rows,
  decide,
  before = [],
}: {
  rows: Item[];
  decide: Decide;
  before?: DataTableColumn<Item>[];
}) => {
  const columns: DataTableColumn<Item>[] = [
    ...before,
    { key: 'first_name', header: 'First Name', cell: (row) => row.first_name, value: (row) => row.first_name },
    { key: 'last_name', header: 'Last Name', cell: (row) => row.last_name, value: (row) => row.last_name },
    { key: 'email', header: 'Email', cell: (row) => row.email, value: (row) => row.email },
    {
      key: 'created_at',
      header: 'Registered',
      cell: (row) => <time dateTime={row.created_at}>{formatAdminDate(row.created_at)}</time>,
      value: (row) => row.created_at,
    },
    { key: 'actions', header: 'Actions', cell: (row) => <QueueActions item={row} decide={decide} /> },
  ];
  return (
    <DataTable
      label="Registration queue"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      defaultSort={{ key: 'created_at', direction: 'asc' }}
      empty="No registrations are waiting for approval."
    />
  );
};
