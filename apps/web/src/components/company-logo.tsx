import { useState } from 'react';
import { Avatar } from '@mantine/core';

export const companyLogoUrl = (slug: string): string => `/api/resources/company_logo/${encodeURIComponent(slug)}`;

/**
 * the company logo at 60x60 from the public logo resource, which draws the company's initials when no logo
 * was uploaded. Should the image fail to load, a plain placeholder keeps the header's shape.
 */
export const CompanyLogo = ({ slug, name }: { slug: string; name: string }) => {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Avatar size={60} radius="sm" color="gray" variant="filled" aria-label={`${name} logo`} role="img">
        {name.charAt(0).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <img
      src={companyLogoUrl(slug)}
      alt={`${name} logo`}
      width={60}
      height={60}
      style={{ objectFit: 'contain', display: 'block' }}
      onError={() => {
        setFailed(true);
      }}
    />
  );
};
