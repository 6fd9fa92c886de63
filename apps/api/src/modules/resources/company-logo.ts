import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCompanyLogoSource } from './resource-repository.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** A company without an uploaded logo gets its initials on a colour derived from its slug. */
function initialsLogoSvg(name: string, slug: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const hue = parseInt(createHash('sha256').update(slug).digest('hex').slice(0, 4), 16) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" viewBox="0 0 60 60" role="img" aria-label="${escapeXml(name)}">
<rect width="60" height="60" rx="8" fill="hsl(${String(hue)},45%,32%)"/>
<text x="30" y="38" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/** A-007, S-015: GET /api/resources/company_logo/{slug}: the company's uploaded logo, or its initials as SVG. */
export async function getCompanyLogo(
  deps: AppDeps,
  slug: string,
): Promise<{ bytes: Readable | string; size?: number; contentType: string }> {
  const company = await findCompanyLogoSource(deps.db, slug);
  if (!company) throw notFound('Company not found.');
  if (company.fileKey !== null && company.contentType !== null) {
    const stored = await deps.files.open(company.fileKey);
    return { bytes: stored.stream, size: stored.size, contentType: company.contentType };
  }
  return { bytes: initialsLogoSvg(company.name, company.slug), contentType: 'image/svg+xml' };
}
