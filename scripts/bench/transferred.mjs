import { get } from 'node:http';

/**
 * The bytes a response's body takes on the wire, asked for as a browser asks.
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ bytes: number, encoding: string }>}
 */
export function transferred(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${String(response.statusCode)}`));
        else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}
