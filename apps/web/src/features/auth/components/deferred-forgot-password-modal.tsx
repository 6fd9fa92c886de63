import { lazy } from 'react';
import { Deferred } from '@/components/deferred';

const ForgotPasswordModal = lazy(async () => ({
  default: (await import('./forgot-password-modal')).ForgotPasswordModal,
}));

/** The Forgot Password modal (H-010), downloaded when it first opens: the pages that offer it load without it. */
export const DeferredForgotPasswordModal = ({
  opened,
  initialEmail,
  onClose,
}: {
  opened: boolean;
  initialEmail: string;
  onClose: () => void;
}) => (
  <Deferred when={opened}>
    <ForgotPasswordModal opened={opened} initialEmail={initialEmail} onClose={onClose} />
  </Deferred>
);
