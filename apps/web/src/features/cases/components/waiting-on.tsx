import { Text } from '@mantine/core';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { CaseWaitingOn } from '@casebridge/contract/cases';

/** Issue 24 §2: whom the case waits on, as the viewer reads it: "Waiting on you" or "Waiting on Globex Storage". */
export const waitingOnText = (waiting: CaseWaitingOn, viewer: CaseParty | null): string | null => {
  if (waiting === null) return null;
  return waiting.party === viewer ? 'Waiting on you' : `Waiting on ${waiting.company}`;
};

/** The line beside the status label; nothing when the case waits on nobody (accepted, rejected, closed). */
export const WaitingOn = ({ waiting, viewer }: { waiting: CaseWaitingOn; viewer: CaseParty | null }) => {
  const text = waitingOnText(waiting, viewer);
  return text === null ? null : (
    <Text size="sm" fw={600} data-testid="waiting-on">
      {text}
    </Text>
  );
};
