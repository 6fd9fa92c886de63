import { Button, Group, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { verifyEmailBody } from '@casebridge/contract/onboarding';
import { showAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { storeOnboarding } from '@/lib/session-storage';
import { useVerifyEmail } from '../api/onboarding-api';

/** How long the warning of an invalid email stays in view before the browser goes where the server says (O-004). */
export const INVALID_EMAIL_REDIRECT_DELAY_MS = 4000;

/**
 * O-002..O-004: Register Now on a program's home. Next checks the work email; a valid answer keeps the session's
 * token and step in the browser and opens the wizard at the step the server chose; an invalid one shows the
 * server's message as a warning, then goes where the answer says.
 */
export const RegisterNow = ({ vhost, groupId }: { vhost: string; groupId: number }) => {
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const { form, formProps } = useSchemaForm({
    schema: verifyEmailBody,
    initialValues: { partner_group_id: groupId, email: '' },
    withLoader: true,
    onSubmit: async (body) => {
      const answer = await verify.mutateAsync({ vhost, body });
      if (answer.valid && answer.session !== null) {
        storeOnboarding({ token: answer.session.token, step: answer.session.step });
        await navigate(answer.redirect ?? `/onboarding/${answer.session.step}`);
        return;
      }
      showAlert({ type: 'warning', message: answer.message ?? 'This email cannot register here.' });
      const target = answer.redirect;
      if (target === null || target === window.location.pathname) return;
      if (/^https?:\/\//.test(target))
        window.setTimeout(() => {
          window.location.assign(target);
        }, INVALID_EMAIL_REDIRECT_DELAY_MS);
      else await navigate(target);
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
