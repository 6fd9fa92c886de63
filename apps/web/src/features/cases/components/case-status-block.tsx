import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { isInformationAwaited } from '@casebridge/contract/case-status';
import type { CaseDetail, CaseDetailsAnswer, CaseResponse } from '@casebridge/contract/cases';
import type { CaseStatus, ResponseType } from '@casebridge/contract/enums';
import { ResponseFields } from './response-fields';
import { WaitingOn } from './waiting-on';

/** C-043: the right block's label by status. */
export const statusBlockTitles = {
  accepted: 'Collaboration accepted',
  open: 'Awaiting response',
  information: 'Information requested',
  rejected: 'Collaboration rejected',
  closed: 'Collaboration closed',
} as const satisfies Record<CaseStatus, string>;

const latest = (responses: CaseResponse[], type: ResponseType) => responses.filter((r) => r.type === type).at(-1);

type Props = { c: CaseDetail; viewer: CaseDetailsAnswer['viewer']; variant: 'caller' | 'admin' };

/**
 * C-043..C-046: the response block (accepted, open; closed in the admin view), the more-info block (information) or
 * the rejection block (rejected), with the viewer's next step: a button to its own emailed-link page.
 */
export const CaseStatusBlock = ({ c, viewer, variant }: Props) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-status-title">
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4" id="case-status-title">
          {statusBlockTitles[c.status]}
        </Title>
        <WaitingOn waiting={viewer.waiting_on} viewer={viewer.party} />
      </div>
      <BlockBody c={c} viewer={viewer} variant={variant} />
    </Stack>
  </Paper>
);

const NextStep = ({ text, path, label }: { text: string; path: string | null; label: string }) => (
  <Stack gap="xs" align="flex-start">
    <Text fw={600} data-testid="waiting-for">
      {text}
    </Text>
    {path === null ? null : (
      <Button component={Link} to={path}>
        {label}
      </Button>
    )}
  </Stack>
);

const BlockBody = ({ c, viewer, variant }: Props): ReactNode => {
  const receiver = viewer.party === 'receiver';
  switch (c.status) {
    case 'open':
      return receiver ? (
        <NextStep
          text="Accept the case or ask for more information."
          path={viewer.respond_path}
          label="Respond to Case"
        />
      ) : (
        <Text size="sm">Waiting for {c.receiver.name} to respond.</Text>
      );
    case 'accepted':
      return c.case_with_receiver === null ? null : <ResponseFields response={c.case_with_receiver} />;
    case 'information': {
      const request = latest(c.responses, 'information-request');
      const reply = isInformationAwaited(c.responses) ? undefined : latest(c.responses, 'information-response');
      return (
        <Stack gap="md">
          {request === undefined ? null : <ResponseFields response={request} />}
          {reply === undefined ? null : <ResponseFields response={reply} />}
          {reply === undefined ? (
            receiver ? (
              <NextStep text="Waiting for Sender Response" path={null} label="" />
            ) : (
              <NextStep text="Waiting for Member Response" path={viewer.information_path} label="Respond" />
            )
          ) : (
            <NextStep
              text="Waiting for Member Response"
              path={receiver ? viewer.respond_path : null}
              label="Respond to Case"
            />
          )}
        </Stack>
      );
    }
    case 'rejected': {
      const rejection = latest(c.responses, 'rejection');
      return rejection === undefined ? null : <ResponseFields response={rejection} />;
    }
    case 'closed':
      return variant === 'admin' && c.case_with_receiver !== null ? (
        <ResponseFields response={c.case_with_receiver} />
      ) : (
        <Text size="sm">This case is closed.</Text>
      );
  }
};
