import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { escalationFilterLabels, type EscalationFilter } from '@casebridge/contract/escalation';
import { isDay, REPORT_RANGE_MESSAGE, reportDayProblem } from '@casebridge/contract/reports';
import { DayRangeInputs } from '@/components/day-range-inputs';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { downloadEscalationReport } from '../api/escalation-queue';

/** A typed day's problem, if any: the field is optional, but what is typed must be a day reports read. */
const dayProblem = (day: string) => (day === '' ? undefined : reportDayProblem(day));

/**
 * the escalation table's export: the cases of the view shown, created from the start to the end day (both
 * optional: no start means from the first case, no end up to now), as an Excel file.
 */
export const EscalationExport = ({ filter }: { filter: EscalationFilter }) => {
  const [days, setDays] = useState({ start: '', end: '' });
  const [exporting, setExporting] = useState(false);
  const errors = {
    start: dayProblem(days.start),
    end:
      dayProblem(days.end) ??
      (isDay(days.start) && isDay(days.end) && days.start > days.end ? REPORT_RANGE_MESSAGE : undefined),
  };
  const run = () => {
    setExporting(true);
    downloadEscalationReport(filter, days)
      .catch((error: unknown) => {
        showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The export could not be made.' });
      })
      .finally(() => {
        setExporting(false);
      });
  };
  return (
    <Group align="flex-start" gap="sm" mt="md" wrap="wrap" role="group" aria-label="Export">
      <DayRangeInputs
        days={days}
        onChange={(field, value) => {
          setDays((current) => ({ ...current, [field]: value }));
        }}
        errors={errors}
        labels={{ start: 'Created from (optional)', end: 'Created until (optional)' }}
      />
      <Button
        variant="default"
        mt={24}
        loading={exporting}
        disabled={errors.start !== undefined || errors.end !== undefined}
        onClick={run}
      >
        Export
      </Button>
      <Text size="xs" c="dimmed" mt={32}>
        {escalationFilterLabels[filter]} as an Excel file.
      </Text>
    </Group>
  );
};
