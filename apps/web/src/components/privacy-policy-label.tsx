import { Anchor } from '@mantine/core';
import { privacyPolicyLink } from '@/config/links';

/** The policy named as a link wherever it is mentioned (issue 24 §5), opening beside the form. */
export const PrivacyPolicyLink = ({ children = 'privacy policy' }: { children?: string }) => (
  <Anchor href={privacyPolicyLink.href} target="_blank" rel="noopener noreferrer" inherit>
    {children}
  </Anchor>
);

/** P-002: the privacy policy checkbox's label, on every form that asks for the agreement. */
export const PrivacyPolicyLabel = () => (
  <>
    I accept the terms of the <PrivacyPolicyLink />.
  </>
);
