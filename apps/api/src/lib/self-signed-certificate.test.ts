import { createPrivateKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSelfSignedCertificate, positiveInteger } from './self-signed-certificate.ts';

describe('createSelfSignedCertificate', () => {
  it('makes an X.509 certificate signed by its own key, for the name and days asked, that fits the private key', () => {
    const { privateKey, certificate } = createSelfSignedCertificate('Demo IdP', 10);
    const x509 = new X509Certificate(certificate);
    expect(x509.subject).toBe('CN=Demo IdP');
    expect(x509.issuer).toBe('CN=Demo IdP');
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.checkPrivateKey(createPrivateKey(privateKey))).toBe(true);
    const days = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / 86_400_000;
    expect(Math.round(days)).toBe(10);
    expect(createSelfSignedCertificate('Demo IdP', 10).certificate).not.toBe(certificate);
  });

  it('writes a serial number in the shortest DER form, whatever its random bytes (a leading zero byte is dropped)', () => {
    const hex = (bytes: number[]) => positiveInteger(Buffer.from(bytes)).toString('hex');
    expect(hex([0x00, 0x12, 0x34])).toBe('02021234');
    expect(hex([0x00, 0x00, 0x92])).toBe('02020092');
    expect(hex([0x92, 0x01])).toBe('0203009201');
    expect(hex([0x12])).toBe('020112');
    expect(hex([0x00])).toBe('020100');
  });
});
