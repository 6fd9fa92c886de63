import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSelfSignedCertificate } from '../../lib/self-signed-certificate.ts';

export type DemoIdpKeys = { privateKey: string; certificate: string };

/**
 * The demo identity provider's own RSA key and self-signed certificate, made once (as `openssl req -x509` makes
 * them) and kept in DATA_DIR/demo-idp (the key readable by this user only).
 */
export function demoIdpKeys(dataDir: string): DemoIdpKeys {
  const dir = join(dataDir, 'demo-idp');
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'certificate.pem');
  if (!existsSync(keyFile) || !existsSync(certFile)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey: key, certificate } = createSelfSignedCertificate('CaseBridge demo IdP', 3650);
    writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
    writeFileSync(certFile, `${certificate}\n`);
  }
  return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certFile, 'utf8') };
}
