// S3_URL: where the shop keeps its images when it runs on several instances
// (docs/decisions/0032-image-storage.md). One URL carries everything the client needs, so an
// operator sets one variable, not five:
//
//   S3_URL=https://ACCESS_KEY:SECRET_KEY@s3.af-south-1.amazonaws.com/bucket-name?region=af-south-1
//
// The scheme, host and port are the endpoint (AWS, MinIO, Cloudflare R2, s3rver...), the path is
// the bucket, the user and password are the access keys (percent-encoded: a secret's `/` and `+`
// are written %2F and %2B), and `region` is the signing region. Requests use path-style
// addressing (endpoint/bucket/key), which every S3-compatible store understands.

export interface S3Location {
  /** scheme://host[:port], without the bucket. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Without `region`, AWS's own hosts name theirs (s3.af-south-1.amazonaws.com); others use this. */
const DEFAULT_REGION = 'us-east-1';
const AWS_HOST = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,30}$/;
/** S3's rules for bucket names: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const EXAMPLE =
  'https://ACCESS_KEY:SECRET_KEY@s3.af-south-1.amazonaws.com/bucket?region=af-south-1';

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new S3UrlError(`the ${what} has a broken %-escape (write % itself as %25)`);
  }
}

class S3UrlError extends Error {}

function parse(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new S3UrlError(`must be a URL such as ${EXAMPLE}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new S3UrlError(`must start with https:// (or http:// for a store on this network)`);
  if (!url.username || !url.password)
    throw new S3UrlError(
      'must carry the access key and secret before the host: https://ACCESS_KEY:SECRET_KEY@host/bucket',
    );
  const path = url.pathname.replace(/\/$/, '').slice(1);
  if (!path) throw new S3UrlError(`must name the bucket as its path: ${EXAMPLE}`);
  if (path.includes('/'))
    throw new S3UrlError(
      `the path must be the bucket alone ("${path}" has more than one part); images are kept at the bucket's root`,
    );
  const bucket = decoded(path, 'bucket');
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    throw new S3UrlError(
      `"${bucket}" is not a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit`,
    );
  const unknown = [...url.searchParams.keys()].filter((k) => k !== 'region');
  if (unknown.length)
    throw new S3UrlError(
      `unknown parameter ${unknown.map((k) => `"${k}"`).join(', ')}: only region`,
    );
  if (url.hash) throw new S3UrlError('must not have a #fragment');
  const region =
    url.searchParams.get('region') ?? AWS_HOST.exec(url.hostname)?.[1] ?? DEFAULT_REGION;
  if (!REGION.test(region))
    throw new S3UrlError(`region "${region}" is not a region name such as af-south-1`);
  return {
    endpoint: url.origin,
    bucket,
    region,
    accessKeyId: decoded(url.username, 'access key'),
    secretAccessKey: decoded(url.password, 'secret key'),
  };
}

/**
 * The location an S3_URL names, or the message saying what is wrong with it. The message never
 * repeats the keys, since start-up errors end up in logs.
 */
export function parseS3Url(text: string): S3Location | string {
  try {
    return parse(text.trim());
  } catch (err) {
    if (err instanceof S3UrlError) return err.message;
    throw err;
  }
}

/** For logs and messages: the bucket and endpoint, never the keys. */
export function describeS3Location(location: S3Location): string {
  return `bucket "${location.bucket}" at ${location.endpoint}`;
}
