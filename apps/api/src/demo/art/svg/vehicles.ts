// Heavy equipment and logistics: an excavator and a box lorry, side views in the 400 box.
import { METAL, STEEL, shade } from '../color.ts';
import { circle, line, path, poly, rect } from '../shapes.ts';
import type { Tone } from '../color.ts';

const TYRE = '#23252d';

function wheel(cx: number, cy: number, r: number) {
  return (
    circle(cx, cy, r, TYRE) +
    circle(cx, cy, r * 0.42, METAL.base) +
    circle(cx, cy, r * 0.14, STEEL.dark)
  );
}

/** A crawler excavator facing left, boom raised and bucket down, the way it stands on a site. */
export function excavator(a: Tone) {
  let s = '';
  // crawler tracks: a rounded band over its road wheels
  s += rect(138, 282, 236, 46, '#2c2f36', 23);
  s += rect(146, 290, 220, 30, '#3a3e47', 15);
  for (const x of [168, 212, 256, 300, 344])
    s += circle(x, 305, 12, STEEL.base) + circle(x, 305, 4, STEEL.dark);
  for (let x = 150; x < 370; x += 16) s += rect(x, 280, 8, 5, '#1b1d22', 1);
  // slewing ring and the upper body with its counterweight at the back
  s += rect(178, 268, 150, 16, STEEL.dark, 4);
  s += rect(160, 200, 200, 70, a.base, 10);
  s += rect(160, 248, 200, 22, a.dark, 8, 'opacity="0.55"');
  s += path('M300 196 h62 q14 0 14 14 v52 q0 8 -8 8 h-68z', a.dark);
  for (let y = 212; y < 258; y += 12) s += rect(318, y, 44, 5, a.deep, 2, 'opacity="0.45"');
  // cab with its glass
  s += path('M176 202 V130 q0 -10 10 -10 h54 q10 0 14 10 l18 72z', a.base);
  s += path('M188 196 V138 q0 -6 6 -6 h40 q6 0 8 6 l16 58z', '#a9d6ef');
  s += path('M196 140 h30 l-22 40 h-8z', '#ffffff', 'opacity="0.45"');
  s += rect(176, 120, 70, 8, a.dark, 3);
  // boom, arm and bucket, with the hydraulic rams along them
  s += poly([196, 226, 222, 212, 122, 86, 98, 98], a.base);
  s += poly([196, 226, 222, 212, 210, 196, 186, 210], a.dark, 'opacity="0.5"');
  s += line(220, 196, 146, 122, STEEL.base, 10) + line(220, 196, 182, 158, METAL.light, 6);
  s += poly([98, 98, 122, 86, 62, 238, 40, 232], a.dark);
  s += line(118, 100, 92, 160, STEEL.base, 8);
  s += circle(110, 92, 11, STEEL.dark) + circle(52, 234, 9, STEEL.dark);
  s += path('M40 228 q-30 6 -26 44 l14 30 h44 q8 -28 -6 -70z', STEEL.base);
  s += path(
    'M28 302 l-4 10 M42 302 l-2 10 M56 302 v10',
    'none',
    `stroke="${STEEL.dark}" stroke-width="5" stroke-linecap="round"`,
  );
  s += path(
    'M36 236 q-18 8 -14 38 l10 20',
    'none',
    `stroke="${STEEL.dark}" stroke-width="4" opacity="0.5"`,
  );
  // warning beacon and a stripe of the maker's colour
  s += rect(228, 110, 12, 12, '#e67e22', 3);
  s += rect(160, 236, 140, 6, shade(a.base, 0.35), 3, 'opacity="0.8"');
  return s;
}

/** A box lorry facing right: the cargo box in the accent colour, a white cab. */
export function lorry(a: Tone) {
  let s = '';
  s += rect(18, 274, 362, 14, '#2c2f36', 4);
  // cargo box with ribs and a door line
  s += rect(20, 128, 262, 146, a.base, 6);
  s += rect(20, 246, 262, 28, a.dark, 4, 'opacity="0.55"');
  for (let x = 52; x < 282; x += 46) s += rect(x, 134, 5, 110, a.dark, 2, 'opacity="0.45"');
  s += rect(34, 140, 230, 10, a.light, 5, 'opacity="0.6"');
  s += rect(80, 176, 140, 42, '#ffffff', 6, 'opacity="0.92"');
  s += path('M104 206 l14 -20 l14 20 z M136 206 l10 -14 l10 14z', a.base);
  s += rect(162, 188, 46, 6, a.dark, 3) + rect(162, 200, 34, 6, a.dark, 3);
  // cab
  s += path('M290 274 V170 q0 -14 14 -14 h38 q14 0 22 14 l18 48 v56z', '#f2f0ea');
  s += path('M306 172 h34 q6 0 9 6 l14 38 h-57z', '#8fc6ea');
  s += path('M312 176 h16 l-14 34 h-2z', '#ffffff', 'opacity="0.5"');
  s += rect(290, 228, 92, 10, a.base) + rect(370, 244, 14, 14, '#f4d35e', 3);
  s += rect(282, 176, 8, 98, STEEL.dark);
  for (const x of [70, 122, 336]) s += wheel(x, 292, 26);
  return s;
}
