import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Group } from '@mantine/core';
import { CLOSE_FAILED_MESSAGE, type CaseDetailsAnswer } from '@casebridge/contract/cases';
import { pathTo } from '@/config/paths';
import { flashAlert, showAlert } from '@/lib/alerts';
import { confirmAction } from '@/lib/confirm';
import { useCloseCase } from '../api/close-case';
import { useUpdateCaseResponse } from '../api/update-case-response';
import { useUpdateCaseSubmission } from '../api/update-case-submission';
import { EngineerDetailsModal, type EngineerDetailsKind } from './engineer-details-modal';

/**
 * C-049: the case controls, each shown when the server's answer says the viewer may use it now: update engineer
 * details (the receiver, while accepted), update submission details (the submitter), Close.
 * Add Note and Upload File come with the Collaboration Feed (features/case-feed).
 */
export const CaseControls = ({ answer }: { answer: CaseDetailsAnswer }) => {
  const { case: c, viewer } = answer;
  const [editing, setEditing] = useState<EngineerDetailsKind | null>(null);
  const navigate = useNavigate();
  const close = useCloseCase(c.token);
  const updateResponse = useUpdateCaseResponse(c.token);
  const updateSubmission = useUpdateCaseSubmission(c.token);

  const canUpdateResponse = viewer.can_update_response;
  const canUpdateSubmission = viewer.can_update_submission;
  const canClose = viewer.actions.includes('close');
  if (!canUpdateResponse && !canUpdateSubmission && !canClose) return null;

  // C-053: confirmation first; then the dashboard, or the spec's failure message.
  const closeCase = async () => {
    const confirmed = await confirmAction({
      title: 'Close case',
      message: 'Are you sure you want to close this case? This cannot be undone.',
      confirmLabel: 'Close case',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const result = await close.mutateAsync();
      flashAlert({ type: 'success', message: result.message });
      await navigate(pathTo('dashboard'));
    } catch {
      showAlert({ type: 'warning', message: CLOSE_FAILED_MESSAGE });
    }
  };

  return (
    <>
      <Group gap="xs" data-testid="case-controls">
        {canUpdateResponse ? (
          <Button
            variant="default"
            onClick={() => {
              setEditing('response');
            }}
          >
            Update Engineer Details
          </Button>
        ) : null}
        {canUpdateSubmission ? (
          <Button
            variant="default"
            onClick={() => {
              setEditing('submission');
            }}
          >
            Update Submission Details
          </Button>
        ) : null}
        {canClose ? (
          <Button color="red" loading={close.isPending} onClick={() => void closeCase()}>
            Close
          </Button>
        ) : null}
      </Group>
      <EngineerDetailsModal
        kind={editing ?? 'response'}
        c={c}
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        update={(body) =>
          editing === 'submission' ? updateSubmission.mutateAsync(body) : updateResponse.mutateAsync(body)
        }
      />
    </>
  );
};
