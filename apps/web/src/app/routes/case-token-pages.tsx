import { useParams } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useMe } from '@/features/auth/api/get-me';
import { CaseRespondPage } from '@/features/cases/components/case-respond-page';
import { InformationPage } from '@/features/cases/components/information-page';
import { ResponseViewPage } from '@/features/cases/components/response-view-page';

/** The emailed links' pages (document 2 §2 route table): the link in the path is the whole credential (X-014). */
export const CaseRespondRoute = () => {
  const { token = '' } = useParams();
  // Followed from the signed-in case page, the form proposes the signed-in user as the engineer: it waits for them.
  const me = useMe();
  if (me.isLoading) return <PageSkeleton rows={8} />;
  return <CaseRespondPage link={token} engineer={me.data?.user ?? null} />;
};

export const CaseInformationRoute = () => {
  const { token = '' } = useParams();
  return <InformationPage link={token} />;
};

export const CaseResponseViewRoute = () => {
  const { token = '' } = useParams();
  return <ResponseViewPage link={token} />;
};
