import { Checkbox, Select } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { caseStatuses, type CaseStatus } from '@casebridge/contract/enums';
import { humanize } from './status-badge';

export type CaseFilters = { status: CaseStatus | undefined; waitingOnUs: boolean };

const ALL = 'all';
const statusOptions = [
  { value: ALL, label: 'All statuses' },
  ...caseStatuses.map((status) => ({ value: status, label: humanize(status) })),
];

/**
 * Issue 24: a case list's status and "waiting on us" filters (and any other of its parameters), kept in the page's
 * address: the way back from a case returns to them, and a link can open the list filtered. The server applies them.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const filters: CaseFilters = {
    status: caseStatuses.find((status) => status === params.get('status')),
    waitingOnUs: params.get('waiting') === 'us',
  };
  /** Sets (a string) or removes (null) each parameter named. */
  const setListParams = (change: Record<string, string | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(change)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  const setFilters = (change: Partial<CaseFilters>) => {
    setListParams({
      ...('status' in change ? { status: change.status ?? null } : {}),
      ...('waitingOnUs' in change ? { waiting: change.waitingOnUs ? 'us' : null } : {}),
    });
  };
  return { params, filters, setFilters, setListParams };
};

/** The filters' controls, for a list's toolbar. */
export const CaseFilterInputs = ({
  filters,
  onChange,
}: {
  filters: CaseFilters;
  onChange: (change: Partial<CaseFilters>) => void;
}) => (
  <>
    <Select
      label="Status"
      data={statusOptions}
      value={filters.status ?? ALL}
      allowDeselect={false}
      onChange={(value) => {
        onChange({ status: caseStatuses.find((status) => status === value) });
      }}
      w={160}
    />
    <Checkbox
      label="Waiting on us"
      checked={filters.waitingOnUs}
      onChange={(event) => {
        onChange({ waitingOnUs: event.currentTarget.checked });
      }}
      mb={8}
    />
  </>
);
