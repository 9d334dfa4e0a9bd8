import { execFileSync } from 'node:child_process';

/**
 * A port on 127.0.0.1 that nothing listens on, asked of the system (port 0). It is released
 * before the shop or the mail receiver binds it, a moment later; Linux starts its search for a
 * free port at a random place, so another caller is unlikely to be handed the same one in that
 * moment (and would make the start fail loudly, never a test pass). Synchronous because the
 * configuration is loaded synchronously.
 */
export function freePort(): string {
  const script =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
