import { describe, expect, it } from 'vitest';
import { parseS3Url } from './s3-url.ts';

describe('S3_URL', () => {
  it('s3://bucket/prefix is Amazon S3 itself: no endpoint, the bucket in the host name, the region from AWS_REGION', () => {
    expect(parseS3Url('s3://casebridge-files/prod', { AWS_REGION: 'eu-central-1' })).toEqual({
      endpoint: undefined,
      bucket: 'casebridge-files',
      prefix: 'prod/',
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(parseS3Url('s3://casebridge-files?region=us-west-2').region).toBe('us-west-2');
  });

  it('an http(s) address is an S3-compatible service: bucket in the path, credentials from the address', () => {
    expect(parseS3Url('https://AKIA%2F1:se%40cret@minio.internal:9000/files/a/b?region=eu-west-1')).toEqual({
      endpoint: 'https://minio.internal:9000',
      bucket: 'files',
      prefix: 'a/b/',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA/1', secretAccessKey: 'se@cret' },
    });
    const plain = parseS3Url('http://127.0.0.1:9000/files?path_style=false');
    expect(plain).toMatchObject({ endpoint: 'http://127.0.0.1:9000', prefix: '', region: 'us-east-1' });
    expect(plain.forcePathStyle).toBe(false);
    expect(plain.credentials).toBeUndefined();
  });

  it('refuses what it cannot use, saying why', () => {
    const refusals: [string, RegExp][] = [
      ['files', /s3:\/\/bucket or https/],
      ['ftp://host/files', /start with s3:\/\/, https:\/\/ or http:\/\//],
      ['https://host:9000/', /not a bucket name: ""/],
      ['https://host/Files_1', /not a bucket name: "Files_1"/],
      ['https://host/files?tls=false', /unknown parameter tls/],
      ['https://host/files?path_style=yes', /path_style must be true or false/],
      ['https://key@host/files', /both the access key and the secret/],
      ['s3://key:secret@files', /takes no credentials/],
      ['s3://files?path_style=true', /path_style is for an http\(s\):\/\/ address/],
    ];
    for (const [value, message] of refusals) expect(() => parseS3Url(value), value).toThrow(message);
  });
});
