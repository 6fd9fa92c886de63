import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

// DER, the few types an X.509 certificate needs (RFC 5280). Node can read certificates but not make them.
const der = (tag: number, content: Buffer): Buffer => {
  const length = content.length;
  const header =
    length < 0x80
      ? Buffer.from([tag, length])
      : length < 0x100
        ? Buffer.from([tag, 0x81, length])
        : Buffer.from([tag, 0x82, length >> 8, length & 0xff]);
  return Buffer.concat([header, content]);
};
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
/** DER wants the shortest form: no leading zero byte unless the next byte's high bit is set (else it reads negative). */
export const positiveInteger = (bytes: Buffer): Buffer => {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return der(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
};
const SHA256_WITH_RSA = sequence(der(0x06, Buffer.from('2a864886f70d01010b', 'hex')), der(0x05, Buffer.alloc(0)));
const COMMON_NAME = der(0x06, Buffer.from('550403', 'hex'));
const name = (commonName: string) =>
  sequence(der(0x31, sequence(COMMON_NAME, der(0x0c, Buffer.from(commonName, 'utf8')))));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));

/**
 * A new RSA-2048 key and a self-signed certificate for it (SHA-256, the common name given, valid from a minute ago
 * for `days`, at most until 2049), as `openssl req -x509 -newkey rsa:2048 -nodes` makes them, in PEM.
 */
export function createSelfSignedCertificate(
  commonName: string,
  days: number,
): { privateKey: string; certificate: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, positiveInteger(Buffer.from([2]))),
    positiveInteger(randomBytes(16)),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(
      utcTime(new Date(now - 60_000)),
      utcTime(new Date(Math.min(now + days * 86_400_000, Date.UTC(2049, 11, 31)))),
    ),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = `-----BEGIN CERTIFICATE-----\n${(certificate.toString('base64').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----`;
  new X509Certificate(pem); // refuses a malformed certificate here rather than at the first sign-in
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim(), certificate: pem };
}
