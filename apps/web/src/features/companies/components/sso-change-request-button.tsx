import { ChangeRequestButton } from './change-request-button';

/** C-055: a company admin asks for single sign-on, which the Collaboration Feed requires. */
export const SsoChangeRequestButton = () => (
  <ChangeRequestButton
    label="Request Single Sign-On"
    variant="light"
    size="xs"
    changeType="single_sign_on"
    intro="The Collaboration Feed is available to companies that sign in with single sign-on. Ask our membership team to set it up for your company."
    initialChanges="Please enable single sign-on for our company so that we can use the Collaboration Feed."
  />
);
