import { useParams } from 'react-router';
import { CaseRespondPage } from '@/features/cases/components/case-respond-page';
import { InformationPage } from '@/features/cases/components/information-page';
import { ResponseViewPage } from '@/features/cases/components/response-view-page';

/** The emailed links' pages (document 2 §2 route table): the link in the path is the whole credential (X-014). */
export const CaseRespondRoute = () => {
  const { token = '' } = useParams();
  return <CaseRespondPage link={token} />;
};

export const CaseInformationRoute = () => {
  const { token = '' } = useParams();
  return <InformationPage link={token} />;
};

export const CaseResponseViewRoute = () => {
  const { token = '' } = useParams();
  return <ResponseViewPage link={token} />;
};
