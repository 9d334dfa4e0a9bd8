// The part of s3rver (a dev dependency of apps/api, an S3-protocol server for tests) that s3.ts
// uses; the package ships no types.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory: string;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; resolves with the address and port. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
