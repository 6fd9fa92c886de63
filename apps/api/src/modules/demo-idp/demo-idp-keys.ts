import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type DemoIdpKeys = { privateKey: string; certificate: string };

/**
 * The demo identity provider's own RSA key and self-signed certificate, made once with `openssl req -x509` and
 * kept in DATA_DIR/demo-idp (the key readable by this user only).
 */
export function demoIdpKeys(dataDir: string): DemoIdpKeys {
  const dir = join(dataDir, 'demo-idp');
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'certificate.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(dir, { recursive: true });
    const pem = execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        '-',
        '-out',
        '-',
        '-days',
        '3650',
        '-subj',
        '/CN=CaseBridge demo IdP',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)?.[0];
    const certificate = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
    if (!key || !certificate) throw new Error('openssl made no key pair for the demo identity provider');
    writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
    writeFileSync(certFile, `${certificate}\n`);
  }
  return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certFile, 'utf8') };
}
