import type { ContactDocument, PartnerDocumentsAnswer, PriorityMessages } from '@casebridge/contract/case-submission';
import type { PageUser } from '../utils/case-form-values';
import { DocumentLayout } from './document-layout';
import { SampleModeContext } from './sample-mode';

type Props = { document: ContactDocument; messages: PriorityMessages; user: PageUser };

/**
 * M-031: the admin's own process as a partner's submit page shows it (C-002..C-032), rendered by the same layout, in
 * sample mode: the form can be filled (and prefilled with test values) but sends nothing.
 */
export const SampleCaseSubmission = ({ document, messages, user }: Props) => {
  const answer: PartnerDocumentsAnswer = {
    partner: {
      type: 'company',
      company: { id: document.company_id, name: document.company.name },
      department: null,
      is_own_company: false,
    },
    documents: [document],
    priority_messages: messages,
  };
  return (
    <SampleModeContext value={true}>
      <DocumentLayout document={document} answer={answer} user={user} onProfileUpdated={() => undefined} />
    </SampleModeContext>
  );
};
