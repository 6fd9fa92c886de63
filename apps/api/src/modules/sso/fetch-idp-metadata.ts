import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { SSO_METADATA_MAX_BYTES } from '@casebridge/contract/sso';
import { isInternalAddress, refusingLookup } from '../../lib/outbound-address.ts';
import { IdpMetadataError } from './idp-metadata.ts';

const TIMEOUT_MS = 5000;

const INTERNAL_MESSAGE = 'The metadata address must be reachable on the internet, not on our own network.';

const publicOnlyLookup = refusingLookup(isInternalAddress, INTERNAL_MESSAGE);

/**
 * Reads identity-provider metadata from an admin's URL: http(s) only, 5 seconds, at most SSO_METADATA_MAX_BYTES, no
 * redirects followed and, where `publicOnly` (production), never from an address of our own networks (an IP
 * literal is checked as it is, a name on every address it resolves to). Failures are IdpMetadataErrors saying why.
 */
export function fetchIdpMetadata(address: string, { publicOnly }: { publicOnly: boolean }): Promise<string> {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new IdpMetadataError('The metadata address must be an http or https address.'));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (publicOnly && isIP(literal) !== 0 && isInternalAddress(literal))
    return Promise.reject(new IdpMetadataError(INTERNAL_MESSAGE));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      reject(new IdpMetadataError(message));
    };
    const request = client.get(
      url,
      {
        timeout: TIMEOUT_MS,
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          fail(
            `The metadata address answered HTTP ${String(status)}${status >= 300 && status < 400 ? ' (a redirect: enter the final address)' : ''}.`,
          );
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > SSO_METADATA_MAX_BYTES) {
            request.destroy();
            fail(`The metadata is larger than ${String(SSO_METADATA_MAX_BYTES / 1024)} kB.`);
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        response.on('error', () => {
          fail('The metadata download was interrupted.');
        });
      },
    );
    request.on('timeout', () => {
      request.destroy();
      fail(`The metadata address did not answer within ${String(TIMEOUT_MS / 1000)} seconds.`);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      fail(
        error.code === 'EINTERNAL'
          ? INTERNAL_MESSAGE
          : `The metadata could not be fetched (${error.code ?? error.message}).`,
      );
    });
  });
}
