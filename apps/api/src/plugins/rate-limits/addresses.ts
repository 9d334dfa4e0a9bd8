import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part allowed). */
function groupsOf(address: string): number[] | undefined {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const bytes = last.split('.').map(Number);
    if (isIP(last) !== 4 || bytes.length !== 4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const part = (half: string | undefined) => (half ? half.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const numbers = groups.map((group) =>
    /^[0-9a-f]{1,4}$/i.test(group) ? parseInt(group, 16) : NaN,
  );
  return numbers.some(Number.isNaN) ? undefined : numbers;
}

/**
 * The key a client address is counted under by every per-address limit
 * (docs/decisions/0021-client-addresses-and-sign-in-throttling.md): an IPv4 address as it is, an
 * IPv4-mapped IPv6 address (`::ffff:10.1.2.3`) as the plain IPv4 address, and any other IPv6
 * address as its /64 network, which a single customer line (and so a single attacker) is given
 * whole. Anything else is returned unchanged.
 */
export function addressKey(address: string): string {
  const plain = address.trim();
  if (isIP(plain) === 4) return plain;
  const withoutZone = plain.split('%')[0] ?? '';
  if (isIP(withoutZone) !== 6) return address;
  const groups = groupsOf(withoutZone);
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff)
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
