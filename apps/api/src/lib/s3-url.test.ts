import { describe, expect, it } from 'vitest';
import { describeS3Location, parseS3Url } from './s3-url.ts';

describe('S3_URL', () => {
  it('reads endpoint, bucket, keys and region', () => {
    expect(
      parseS3Url(
        'https://AKIAEXAMPLE:s3cr3t@s3.af-south-1.amazonaws.com/boma-images?region=af-south-1',
      ),
    ).toEqual({
      endpoint: 'https://s3.af-south-1.amazonaws.com',
      bucket: 'boma-images',
      region: 'af-south-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 's3cr3t',
    });
  });

  it('percent-decodes the keys, so a secret may hold / + = and @', () => {
    const location = parseS3Url('https://AK%2FID:a%2Fb%2Bc%3Dd%40e@minio.local:9000/shop');
    expect(location).toMatchObject({
      endpoint: 'https://minio.local:9000',
      accessKeyId: 'AK/ID',
      secretAccessKey: 'a/b+c=d@e',
    });
  });

  it("takes the region from an AWS host, else us-east-1 (any region suits MinIO's signing)", () => {
    expect(parseS3Url('https://k:s@s3.eu-west-1.amazonaws.com/b-1')).toMatchObject({
      region: 'eu-west-1',
    });
    expect(parseS3Url('https://k:s@s3-us-west-2.amazonaws.com/b-1')).toMatchObject({
      region: 'us-west-2',
    });
    expect(parseS3Url('http://k:s@127.0.0.1:4568/b-1/')).toMatchObject({
      endpoint: 'http://127.0.0.1:4568',
      bucket: 'b-1',
      region: 'us-east-1',
    });
    expect(parseS3Url('https://k:s@acc.r2.cloudflarestorage.com/b-1?region=auto')).toMatchObject({
      region: 'auto',
    });
  });

  it('says what is wrong, without repeating the keys', () => {
    const refusals: [string, RegExp][] = [
      ['not a url', /must be a URL such as https:\/\/ACCESS_KEY:SECRET_KEY@/],
      ['ftp://k:s@host/bucket', /must start with https:\/\//],
      ['https://host/bucket', /must carry the access key and secret/],
      ['https://onlykey@host/bucket', /must carry the access key and secret/],
      ['https://k:s@host', /must name the bucket as its path/],
      ['https://k:s@host/bucket/images', /the path must be the bucket alone/],
      ['https://k:s@host/ab', /"ab" is not a bucket name: 3 to 63/],
      ['https://k:s@host/Upper_Case', /"Upper_Case" is not a bucket name/],
      [`https://k:s@host/${'b'.repeat(64)}`, /is not a bucket name/],
      ['https://k:s@host/bucket?regoin=af-south-1', /unknown parameter "regoin": only region/],
      ['https://k:s@host/bucket?region=AF%20South', /region "AF South" is not a region name/],
      ['https://k:s%zz@host/bucket', /the secret key has a broken %-escape/],
    ];
    for (const [text, message] of refusals) {
      const answer = parseS3Url(text);
      expect(answer, text).toMatch(message);
      expect(answer, text).not.toContain(':s@');
    }
  });

  it('describes a location by bucket and endpoint only', () => {
    const location = parseS3Url('https://key:secret@s3.af-south-1.amazonaws.com/boma-images');
    if (typeof location === 'string') throw new Error(location);
    const text = describeS3Location(location);
    expect(text).toBe('bucket "boma-images" at https://s3.af-south-1.amazonaws.com');
    expect(text).not.toMatch(/key|secret/);
  });
});
