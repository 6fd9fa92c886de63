import type { MeAnswer } from '@casebridge/contract/auth';
import { ForcedUpdateModal } from '@/features/profile/components/forced-update-modal';

/** P-007: the profile's forced update, loaded (with the other pages' styles) only for a user who has one. */
export const ForcedUpdates = ({ me }: { me: MeAnswer }) => <ForcedUpdateModal me={me} />;
