import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { approvalBody, type ApprovalAction, type ApprovalAnswer } from '@casebridge/contract/registration';
import { isApiError } from '@/lib/api-client';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useDecideApproval } from '../api/decide-approval';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

const TITLES: Record<ApprovalAction, string> = {
  approve: 'Approve User Account',
  reject: 'Reject User Account',
};

const decidedTitle = ({ user, approved }: ApprovalAnswer) =>
  `${user.first_name} ${user.last_name} has been ${approved ? 'approved' : 'rejected'}.`;

/** H-026: a refusal (a used, expired or foreign link, a decided registration) in the server's words. */
const Refused = ({ error, title }: { error: Error; title: string }) => (
  <Alert color="yellow" variant="light" title={title} role="alert">
    {error.message}
  </Alert>
);

/** H-024: the approve link approves on load, once (React runs effects twice in development). */
const Approve = ({ token, onDecided }: { token: string; onDecided: (answer: ApprovalAnswer) => void }) => {
  const decide = useDecideApproval();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    decide.mutate({ token, action: 'approve' }, { onSuccess: onDecided });
  }, [decide, onDecided, token]);
  if (decide.isError) return <Refused error={decide.error} title="The account was not approved" />;
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>Approving the account…</Text>
    </Group>
  );
};

/** H-025: the reason (rich text, sanitised by the server) and Reject User. */
const Reject = ({ token, onDecided }: { token: string; onDecided: (answer: ApprovalAnswer) => void }) => {
  const decide = useDecideApproval();
  const { form, formProps } = useSchemaForm({
    schema: approvalBody,
    initialValues: { note: '' },
    onSubmit: async (body) => {
      onDecided(await decide.mutateAsync({ token, action: 'reject', note: body.note ?? '' }));
    },
    withLoader: true,
  });
  return (
    <SchemaForm {...formProps} aria-label="Reject User Account">
      <Stack gap="md">
        {decide.isError && !(isApiError(decide.error) && decide.error.fieldErrors !== null) ? (
          <Refused error={decide.error} title="The account was not rejected" />
        ) : null}
        <Suspense fallback={<Skeleton height={130} />}>
          <RichTextEditor label="Reason" {...form.getInputProps('note')} />
        </Suspense>
        <Group>
          <Button type="submit" color="red" loading={decide.isPending}>
            Reject User
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/**
 * account approval (/users/approval/{token}/{action}, H-023..H-026): a signup manager's emailed link. The title names
 * the action, then the outcome; a refusal shows the server's text (and the banner's warning, X-045).
 */
export const AccountApprovalPage = ({ token, action }: { token: string; action: ApprovalAction }) => {
  const [decided, setDecided] = useState<ApprovalAnswer | null>(null);
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1}>{decided === null ? TITLES[action] : decidedTitle(decided)}</Title>
      {decided === null ? (
        <Paper withBorder p="lg" radius="md">
          {action === 'approve' ? (
            <Approve token={token} onDecided={setDecided} />
          ) : (
            <Reject token={token} onDecided={setDecided} />
          )}
        </Paper>
      ) : (
        <Text>
          {decided.approved
            ? `${decided.user.first_name} can now sign in; we have emailed them.`
            : `We have emailed ${decided.user.first_name} the reason.`}
        </Text>
      )}
    </Stack>
  );
};
