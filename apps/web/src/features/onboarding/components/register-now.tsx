import { Button, Group, TextInput } from '@mantine/core';
import { verifyEmailBody } from '@casebridge/contract/onboarding';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useVerifyEmail } from '../api/onboarding-api';
import { useFollowEmailAnswer } from './use-follow-email-answer';

/**
 * O-002: Register Now on a program's home. Next sends the work email to the email check, which answers every address
 * alike and emails it a link (issue 21); the browser then waits on the check-email page.
 */
export const RegisterNow = ({ vhost, groupId }: { vhost: string; groupId: number }) => {
  const verify = useVerifyEmail();
  const follow = useFollowEmailAnswer();
  const { form, formProps } = useSchemaForm({
    schema: verifyEmailBody,
    initialValues: { partner_group_id: groupId, email: '' },
    withLoader: true,
    onSubmit: async (body) => {
      await follow(await verify.mutateAsync({ vhost, body }));
    },
  });
  return (
    <SchemaForm {...formProps} aria-label="Register Now">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Work email"
          type="email"
          autoComplete="email"
          required
          style={{ flex: '1 1 240px' }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={verify.isPending}>
          Next
        </Button>
      </Group>
    </SchemaForm>
  );
};
