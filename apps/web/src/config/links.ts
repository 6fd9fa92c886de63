import type { MembershipType } from '@casebridge/contract/enums';

/** The association behind the network: its site hosts the footer pages and the membership information pages. */
const associationSite = 'https://www.casebridge.network';

export type ExternalLink = { label: string; href: string };

/** The privacy policy users accept (P-002), also linked in the footer. */
export const privacyPolicyLink: ExternalLink = { label: 'Privacy Policy', href: `${associationSite}/privacy-policy` };

/** the footer links, in the spec's order, then the credit to the logo provider (D-011). */
export const footerLinks: readonly ExternalLink[] = [
  { label: 'How it Works', href: `${associationSite}/how-it-works` },
  { label: 'Security', href: `${associationSite}/security` },
  privacyPolicyLink,
  { label: 'CaseBridge Network', href: associationSite },
  { label: "What's new", href: `${associationSite}/whats-new` },
];

/** O-025: the corporate site the onboarding thank-you page links to. */
export const corporateSiteLink: ExternalLink = { label: 'Visit the CaseBridge Network site', href: associationSite };

/** H-002: where a visitor whose company the home search does not find asks the network. */
export const contactUsLink: ExternalLink = { label: 'Contact Us', href: `${associationSite}/contact-us` };

/** A-008, D-011: the footer's credit to the logo service partner logos come from; none when none is configured. */
export const logoServiceCredit = (template: string | null): ExternalLink | null => {
  if (template === null) return null;
  const { origin, hostname } = new URL(template);
  return { label: `Logos provided by ${hostname}`, href: origin };
};

const membershipLinks = {
  standard: `${associationSite}/membership/standard`,
  premium: `${associationSite}/membership/premium`,
  elite: `${associationSite}/membership/elite`,
  limited: `${associationSite}/membership/limited`,
} as const;

/** "offline partner" → "Offline Partner Member". */
export const membershipLevelLabel = (level: MembershipType): string =>
  `${level
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')} Member`;

/** basic and standard share one page; premium, elite and limited have their own; anything else: standard. */
export const membershipInfoLink = (level: MembershipType): string => {
  switch (level) {
    case 'premium':
    case 'elite':
    case 'limited':
      return membershipLinks[level];
    case 'basic':
    case 'standard':
    case 'offline partner':
      return membershipLinks.standard;
  }
};
