import { TextInput } from '@mantine/core';

export type DayRange = { start: string; end: string };

/** The start and end day fields of a report or an export (YYYY-MM-DD from the browser's date inputs). */
export const DayRangeInputs = ({
  days,
  onChange,
  errors,
  labels = { start: 'Start date', end: 'End date' },
}: {
  days: DayRange;
  onChange: (field: keyof DayRange, value: string) => void;
  errors: Partial<Record<string, string>>;
  labels?: DayRange;
}) =>
  (['start', 'end'] as const).map((field) => (
    <TextInput
      key={field}
      type="date"
      label={labels[field]}
      value={days[field]}
      onChange={(event) => {
        onChange(field, event.currentTarget.value);
      }}
      error={errors[field]}
      w={200}
    />
  ));
