import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findGroupBannerSource } from './resource-repository.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** A program without an uploaded banner gets its name on a band coloured from its vhost. */
function nameBannerSvg(name: string, vhost: string): string {
  const hue = parseInt(createHash('sha256').update(vhost).digest('hex').slice(0, 4), 16) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="240" viewBox="0 0 1200 240" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${String(hue)},50%,26%)"/><stop offset="1" stop-color="hsl(${String((hue + 40) % 360)},45%,38%)"/></linearGradient></defs>
<rect width="1200" height="240" fill="url(#g)"/>
<text x="60" y="140" font-family="Arial,Helvetica,sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}

/** O-001, X-038: GET /api/resources/group_banner/{vhost}: the program's uploaded banner, or one drawn from its name. */
export async function getGroupBanner(
  deps: AppDeps,
  vhost: string,
): Promise<{ bytes: Readable | string; size?: number; contentType: string }> {
  const group = await findGroupBannerSource(deps.db, vhost);
  if (!group) throw notFound('No partner program uses this address.');
  if (group.fileKey !== null && group.contentType !== null) {
    const stored = await deps.files.open(group.fileKey);
    return { bytes: stored.stream, size: stored.size, contentType: group.contentType };
  }
  return { bytes: nameBannerSvg(group.name, group.vhost), contentType: 'image/svg+xml' };
}
