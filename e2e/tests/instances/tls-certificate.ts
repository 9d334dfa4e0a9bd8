// A self-signed certificate for 127.0.0.1, made at run time with the openssl command line
// (Debian's openssl; Node's crypto cannot write X.509): HAProxy serves it, and the test's clients
// trust exactly it. One per test process, in a temporary folder removed when the process exits.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  /** The certificate (PEM): what clients trust. */
  cert: string;
  /** The certificate and its key in one PEM file, as HAProxy's `crt` takes them. */
  haproxyPemFile: string;
}

let made: TestCertificate | undefined;

export function testCertificate(): TestCertificate {
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-tls-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  // P-256: quick to make and to handshake with (every call of the harness is a new connection).
  // The address is in subjectAltName, where clients look for it (not in the CN).
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'pipe' },
  );
  const cert = fs.readFileSync(certFile, 'utf8');
  const haproxyPemFile = path.join(dir, 'haproxy.pem');
  fs.writeFileSync(haproxyPemFile, cert + fs.readFileSync(keyFile, 'utf8'), { mode: 0o600 });
  made = { cert, haproxyPemFile };
  return made;
}
