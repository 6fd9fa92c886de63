import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CaseResponse } from '@casebridge/contract/cases';
import { DateTime } from '@/components/date-time';
import { Field } from './field';

/** C-065: a stored response's fields as its readers need them; the note and the reply are the partner's text. */
export const ResponseFields = ({ response }: { response: CaseResponse }) => {
  const receiverSide = response.type !== 'information-response';
  return (
    <Stack gap="sm">
      {receiverSide ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Field label="Partner case #">{response.case_number}</Field>
          <Field label="Engineer">{response.engineer_name}</Field>
          <Field label="Engineer email">{response.engineer_email}</Field>
          <Field label="Engineer phone">{response.engineer_phone}</Field>
          <Field label="Reviewer">{response.reviewer_name}</Field>
          <Field label="Reviewer email">{response.reviewer_email}</Field>
        </SimpleGrid>
      ) : null}
      {response.next_steps === null ? null : <Field label="Next steps">{response.next_steps}</Field>}
      {response.note === null ? null : (
        <Field label={response.type === 'rejection' ? 'Reason' : 'Information requested'}>{response.note}</Field>
      )}
      {response.additional_information === null ? null : (
        <Field label="Information provided">{response.additional_information}</Field>
      )}
      <Text size="xs" c="dimmed">
        Sent <DateTime iso={response.created_at} />
      </Text>
    </Stack>
  );
};
