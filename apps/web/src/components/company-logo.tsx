import { useState } from 'react';
import { Avatar } from '@mantine/core';
import { pathOf } from '@casebridge/contract/endpoint';
import { resourcesCompanyLogo } from '@casebridge/contract/landing';
import { useAppConfig } from '@/lib/app-config';

export const companyLogoUrl = (slug: string): string => pathOf(resourcesCompanyLogo, { slug });

/** D-011: the logo service's address of a domain, from its {domain} template; null without a service or a domain. */
export const logoServiceUrl = (template: string | null, domain: string | null): string | null => {
  const trimmed = domain?.trim() ?? '';
  return template === null || trimmed === '' ? null : template.replaceAll('{domain}', encodeURIComponent(trimmed));
};

/**
 * An image tried at each source in turn: the next when one fails to load, and the company's initial when none is
 * left, so the layout keeps its shape. `name` empty: a decorative logo beside the company's written name.
 */
const LogoImage = ({
  sources,
  name,
  label,
  size,
}: {
  sources: string[];
  name: string;
  label: string;
  size: number;
}) => {
  const [failures, setFailures] = useState(0);
  const src = sources[failures];
  if (src === undefined) {
    return (
      <Avatar size={size} radius="sm" color="gray" variant="filled" aria-label={label || undefined} role="img">
        {name.charAt(0).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt={label}
      width={size}
      height={size}
      // The partner's domain goes to the logo service; which of our pages asked need not.
      referrerPolicy="no-referrer"
      style={{ objectFit: 'contain', display: 'block', flexShrink: 0 }}
      onError={() => {
        setFailures((count) => count + 1);
      }}
    />
  );
};

/**
 * the company logo at 60x60 from the public logo resource, which draws the company's initials when no logo
 * was uploaded.
 */
export const CompanyLogo = ({ slug, name }: { slug: string; name: string }) => (
  <LogoImage sources={[companyLogoUrl(slug)]} name={name} label={`${name} logo`} size={60} />
);

/**
 * D-011: a partner's logo beside its name: looked up in the logo service by the partner's domain when one is
 * configured, from our own resource when it is not or when the service has no image for it.
 */
export const PartnerLogo = ({
  slug,
  domain,
  name,
  size = 32,
}: {
  slug: string;
  domain: string | null;
  name: string;
  size?: number;
}) => {
  const external = logoServiceUrl(useAppConfig().logo_service_url, domain);
  const sources = external === null ? [companyLogoUrl(slug)] : [external, companyLogoUrl(slug)];
  return <LogoImage key={sources.join(' ')} sources={sources} name={name} label="" size={size} />;
};
