import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CaseResponse } from '@casebridge/contract/cases';
import { DateTime } from '@/components/date-time';
import { Field } from './field';

/**
 * C-065: a stored response's fields as its readers need them, the ones it has; the note and the reply are the
 * partner's text. `sentAt: false` where its time is shown already (the activity stream).
 */
export const ResponseFields = ({ response, sentAt = true }: { response: CaseResponse; sentAt?: boolean }) => {
  const contact = [
    ['Partner case #', response.case_number],
    ['Engineer', response.engineer_name],
    ['Engineer email', response.engineer_email],
    ['Engineer phone', response.engineer_phone],
    ['Reviewer', response.reviewer_name],
    ['Reviewer email', response.reviewer_email],
  ].filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== '');
  return (
    <Stack gap="sm">
      {contact.length === 0 ? null : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {contact.map(([label, value]) => (
            <Field key={label} label={label}>
              {value}
            </Field>
          ))}
        </SimpleGrid>
      )}
      {response.next_steps === null ? null : <Field label="Next steps">{response.next_steps}</Field>}
      {response.note === null ? null : (
        <Field label={response.type === 'rejection' ? 'Reason' : 'Information requested'}>{response.note}</Field>
      )}
      {response.additional_information === null ? null : (
        <Field label="Information provided">{response.additional_information}</Field>
      )}
      {sentAt ? (
        <Text size="xs" c="dimmed">
          Sent <DateTime iso={response.created_at} />
        </Text>
      ) : null}
    </Stack>
  );
};
