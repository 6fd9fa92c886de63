/** Where the S3 file store keeps files: what S3_URL says, read once at start (docs/configuration.md). */
export type S3Location = {
  /** The service's address; undefined: Amazon S3 itself, found from the region. */
  endpoint: string | undefined;
  bucket: string;
  /** Put before every key ('' or ending in '/'), so that one bucket can hold several deployments' files. */
  prefix: string;
  region: string;
  /** Bucket in the path (most self-hosted services) rather than in the host name (Amazon S3's own form). */
  forcePathStyle: boolean;
  /** From the address; undefined: the AWS SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const PARAMETERS = new Set(['region', 'path_style']);
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * S3_URL's two forms: `s3://BUCKET[/PREFIX]` (Amazon S3, as the aws command line writes it) and
 * `http(s)://[ACCESS_KEY:SECRET@]HOST[:PORT]/BUCKET[/PREFIX]` (any S3-compatible service at that address). Both take
 * `?region=` (default AWS_REGION, else us-east-1); the second takes `path_style=false` for a service that wants the
 * bucket in the host name. Throws a message fit for the operator.
 */
export function parseS3Url(value: string, env: { AWS_REGION?: string | undefined } = {}): S3Location {
  if (!URL.canParse(value)) throw new Error('S3_URL must be an address such as s3://bucket or https://host/bucket.');
  const url = new URL(value);
  const isAmazon = url.protocol === 's3:';
  if (!isAmazon && url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('S3_URL must start with s3://, https:// or http://.');
  for (const name of url.searchParams.keys())
    if (!PARAMETERS.has(name)) throw new Error(`unknown parameter ${name} (known: region, path_style).`);
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error('path_style must be true or false.');
  // s3://bucket/prefix names the bucket as its host; an endpoint address names it as the path's first part.
  const segments = decodeURIComponent(url.pathname).split('/').filter(Boolean);
  const bucket = isAmazon ? url.hostname : (segments.shift() ?? '');
  if (!BUCKET_PATTERN.test(bucket)) throw new Error(`not a bucket name: "${bucket}".`);
  if (isAmazon && (url.username || url.password || url.port))
    throw new Error('s3://BUCKET takes no credentials or port; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.');
  if (isAmazon && pathStyle !== null) throw new Error('path_style is for an http(s):// address.');
  if (Boolean(url.username) !== Boolean(url.password))
    throw new Error('Give both the access key and the secret (https://KEY:SECRET@host/bucket), or neither.');
  return {
    endpoint: isAmazon ? undefined : url.origin,
    bucket,
    prefix: segments.map((segment) => `${segment}/`).join(''),
    region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: !isAmazon && pathStyle !== 'false',
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}
