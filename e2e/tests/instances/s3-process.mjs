// s3rver in a process of its own (s3.ts starts it): in the test's own process a busy moment of
// the test (driving Chromium, reading answers) held its answers back, the instances' readiness
// checks of the bucket timed out, and HAProxy took both instances out.
// Usage: node s3-process.mjs DIRECTORY BUCKET; prints {"port":N} once it listens; SIGTERM stops it.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
