// Tables and desks, from coffee tables to conference sets.
import { DARK_WOOD, METAL, PAPER, STEEL, WOOD, shade, tone, type Tone } from '../color.ts';
import { box, boxColors, circle, ellipse, line, path, poly, rect } from '../shapes.ts';

function plant(x: number, y: number, scale = 1) {
  const s = scale;
  return (
    path(
      `M${x} ${y - 20 * s} q-30 -20 -26 -46 q22 8 26 40 q4 -38 26 -48 q6 30 -24 54z`,
      '#4f8f4a',
    ) +
    path(`M${x} ${y - 18 * s} q-14 -36 4 -60 q12 26 -2 60z`, '#6cab5a') +
    poly([x - 16 * s, y - 22 * s, x + 16 * s, y - 22 * s, x + 12 * s, y, x - 12 * s, y], '#c76b3e')
  );
}

function books(x: number, y: number, colors: string[]) {
  let s = '';
  colors.forEach((c, i) => {
    s += rect(x - i * 2, y - (i + 1) * 9, 56 - i * 6, 9, c, 2);
  });
  return s;
}

export function coffeeTable(a: Tone) {
  let s = '';
  s += rect(124, 214, 10, 96, a.deep, 2) + rect(340, 214, 10, 96, a.deep, 2);
  s += box(70, 292, 226, 8, 48, boxColors(tone(shade(a.base, -0.1))));
  s += box(56, 232, 250, 18, 56, boxColors(a));
  s += rect(66, 250, 12, 76, a.dark, 2) + rect(284, 250, 12, 76, a.dark, 2);
  s += books(120, 226, ['#d9534f', '#f0ad4e', '#5b8fd6']);
  s +=
    rect(220, 202, 26, 26, PAPER, 6) +
    path('M246 208 q12 0 10 10 q-2 8 -10 6', 'none', `stroke="${PAPER}" stroke-width="5"`);
  s += plant(300, 228, 0.8);
  return s;
}

export function sideTable(a: Tone) {
  let s = '';
  s += ellipse(200, 318, 56, 14, a.dark);
  s += rect(192, 210, 16, 108, a.base);
  s += rect(192, 210, 6, 108, a.light, 0, 'opacity="0.6"');
  s +=
    ellipse(200, 214, 94, 24, a.dark) +
    rect(106, 202, 188, 12, a.dark) +
    ellipse(200, 202, 94, 24, a.base);
  s += ellipse(184, 198, 54, 10, a.light, 'opacity="0.5"');
  // a lamp makes the small table read as a bedside or sofa-side table
  s += rect(194, 128, 12, 68, METAL.dark) + ellipse(200, 196, 26, 7, METAL.dark);
  s +=
    poly([160, 134, 240, 134, 222, 78, 178, 78], '#f3e3b5') +
    poly([222, 78, 240, 134, 226, 134, 212, 78], '#e2c98e');
  return s;
}

export function diningTable(a: Tone) {
  let s = '';
  const wood = tone(shade(a.base, 0));
  // chairs behind the table: only their backs show
  for (const x of [120, 222])
    s +=
      rect(x, 120, 14, 110, DARK_WOOD.base, 3) +
      rect(x + 60, 120, 14, 110, DARK_WOOD.base, 3) +
      rect(x, 120, 74, 26, DARK_WOOD.base, 5) +
      rect(x + 28, 142, 16, 70, DARK_WOOD.light, 3);
  s += rect(112, 226, 12, 90, wood.deep) + rect(322, 218, 12, 84, wood.deep);
  s += box(60, 222, 270, 16, 50, boxColors(wood));
  s += rect(72, 238, 14, 88, wood.dark, 2) + rect(302, 238, 14, 88, wood.dark, 2);
  s += rect(80, 238, 230, 10, wood.dark);
  s +=
    ellipse(196, 208, 34, 9, '#f7f3ea') +
    circle(186, 200, 10, '#e35d4f') +
    circle(202, 198, 11, '#f2a93b') +
    circle(194, 190, 9, '#7db552');
  s += ellipse(120, 212, 20, 6, PAPER) + ellipse(280, 206, 20, 6, PAPER);
  return s;
}

export function officeDesk(a: Tone, withScreen = true) {
  let s = '';
  s += rect(332, 170, 14, 120, a.deep);
  s += rect(94, 194, 230, 80, a.dark);
  s += box(44, 186, 290, 16, 52, boxColors(a));
  s += box(56, 202, 92, 124, 0, boxColors(a));
  for (const y of [214, 252, 290])
    s += rect(64, y, 76, 30, a.light) + rect(90, y + 12, 24, 5, STEEL.dark, 2);
  s += rect(300, 202, 22, 124, a.base) + rect(316, 202, 6, 124, a.dark);
  if (withScreen) {
    s += rect(184, 160, 10, 24, STEEL.dark) + ellipse(189, 184, 26, 6, STEEL.dark);
    s +=
      rect(132, 90, 116, 74, '#2c2f36', 6) +
      rect(138, 96, 104, 60, '#6fa8dc') +
      poly([138, 156, 200, 96, 242, 96, 242, 110, 160, 156], '#8fbfe8');
    s += rect(250, 166, 50, 16, PAPER, 2) + rect(250, 162, 50, 5, '#d9534f', 2);
  }
  return s;
}

export function conferenceTable(a: Tone) {
  let s = '';
  const seat = tone('#2f3d4e');
  for (const x of [108, 176, 244])
    s += rect(x, 112, 50, 80, seat.base, 14) + rect(x + 6, 118, 38, 60, seat.light, 10);
  s += rect(88, 230, 22, 70, a.deep) + rect(290, 230, 22, 70, a.deep);
  s +=
    ellipse(200, 228, 176, 30, a.dark) +
    rect(24, 214, 352, 14, a.dark) +
    ellipse(200, 214, 176, 30, a.base);
  s += ellipse(200, 212, 136, 16, a.light, 'opacity="0.4"');
  for (const x of [110, 200, 290]) s += rect(x - 14, 204, 28, 12, PAPER, 2);
  s += ellipse(40, 210, 6, 4, '#ffffff') + ellipse(360, 210, 6, 4, '#ffffff');
  for (const x of [60, 340]) s += rect(x - 18, 160, 36, 80, seat.base, 12);
  for (const x of [130, 270])
    s += rect(x - 34, 246, 68, 78, seat.dark, 16) + rect(x - 26, 254, 52, 58, seat.base, 12);
  return s;
}

export function studyDesk(a: Tone) {
  let s = '';
  s +=
    rect(90, 106, 220, 12, a.dark) +
    rect(90, 64, 12, 128, a.base) +
    rect(298, 64, 12, 128, a.base) +
    rect(90, 60, 220, 10, a.base);
  s += books(128, 106, ['#5b8fd6', '#f0ad4e', '#7db552']);
  s +=
    rect(246, 76, 12, 30, '#d9534f', 2) +
    rect(262, 70, 12, 36, '#5b8fd6', 2) +
    rect(278, 80, 12, 26, '#f0ad4e', 2);
  s += box(70, 190, 260, 14, 30, boxColors(a));
  s += rect(76, 204, 14, 122, a.dark) + rect(310, 204, 14, 122, a.dark);
  s += box(230, 204, 80, 40, 0, boxColors(tone(a.light))) + rect(258, 222, 24, 5, STEEL.dark, 2);
  s +=
    line(140, 186, 128, 150, STEEL.dark, 5) +
    line(128, 150, 150, 128, STEEL.dark, 5) +
    poly([142, 124, 170, 128, 160, 146], '#f2c14e') +
    ellipse(140, 188, 16, 4, STEEL.dark);
  s += rect(180, 176, 54, 10, PAPER, 2);
  return s;
}

/** A child-height table with two small chairs in bright colours. */
export function kidsTable(a: Tone) {
  let s = '';
  const other = tone(shade('#f2b33d', 0));
  const small = (x: number, t: Tone) =>
    rect(x, 196, 10, 120, t.dark, 3) +
    rect(x + 50, 196, 10, 120, t.dark, 3) +
    rect(x, 196, 60, 30, t.base, 8) +
    rect(x - 4, 262, 68, 14, t.base, 4) +
    rect(x + 4, 276, 8, 48, t.dark) +
    rect(x + 48, 276, 8, 48, t.dark);
  s += small(40, other) + small(300, tone('#5fb0a7'));
  s +=
    ellipse(200, 244, 92, 18, a.dark) +
    rect(108, 236, 184, 10, a.dark) +
    ellipse(200, 236, 92, 18, a.base);
  s +=
    rect(126, 252, 12, 72, a.dark, 3) +
    rect(262, 252, 12, 72, a.dark, 3) +
    rect(194, 252, 12, 60, a.deep, 3);
  s += rect(168, 226, 48, 16, PAPER, 2, 'transform="rotate(-6 192 234)"');
  for (const [i, c] of ['#e35d4f', '#3f6fb5', '#7db552'].entries())
    s += rect(
      226 + i * 10,
      222,
      5,
      22,
      c,
      2,
      `transform="rotate(${20 + i * 8} ${228 + i * 10} 232)"`,
    );
  return s;
}

export function patioSet(a: Tone) {
  let s = '';
  s += rect(197, 78, 6, 236, METAL.dark);
  s += path(
    'M60 128 Q200 24 340 128 Q322 138 302 128 Q284 140 266 128 Q248 140 230 128 Q212 140 200 128 Q186 140 168 128 Q150 140 132 128 Q114 140 96 128 Q78 140 60 128Z',
    a.base,
  );
  s += path('M200 56 Q150 80 132 128 Q114 140 96 128 Q120 76 200 56Z', a.light);
  s += path('M200 56 Q250 80 266 128 Q284 140 302 128 Q280 76 200 56Z', a.dark);
  s += circle(200, 54, 6, a.deep);
  const c = (x: number, flip: number) =>
    path(
      `M${x} 324 V256 M${x + 50 * flip} 324 V256 M${x} 256 H${x + 56 * flip} M${x} 256 L${x - 10 * flip} 184`,
      'none',
      `stroke="${WOOD.dark}" stroke-width="8" stroke-linecap="round"`,
    ) +
    rect(flip > 0 ? x - 2 : x - 60, 244, 62, 14, WOOD.base, 4) +
    rect(
      flip > 0 ? x - 22 : x - 6,
      178,
      28,
      72,
      WOOD.base,
      6,
      `transform="rotate(${-8 * flip} ${x} 214)"`,
    );
  s += c(62, 1) + c(338, -1);
  s +=
    ellipse(200, 236, 78, 16, WOOD.dark) +
    rect(122, 226, 156, 10, WOOD.dark) +
    ellipse(200, 226, 78, 16, WOOD.light);
  s += path(
    'M188 236 L170 324 M212 236 L230 324',
    'none',
    `stroke="${WOOD.dark}" stroke-width="8" stroke-linecap="round"`,
  );
  s += rect(180, 202, 18, 22, '#f7f3ea', 4) + rect(208, 208, 14, 16, '#f2a93b', 3);
  return s;
}

export function vanity(a: Tone) {
  let s = '';
  s += rect(170, 168, 60, 26, a.dark);
  s +=
    ellipse(200, 108, 74, 86, a.dark) +
    ellipse(200, 108, 64, 76, '#cfe4ef') +
    path('M160 80 L216 48 L226 62 L168 102Z', '#ffffff', 'opacity="0.6"');
  s += box(70, 190, 250, 16, 30, boxColors(a));
  s +=
    rect(78, 206, 70, 50, a.light) +
    rect(242, 206, 70, 50, a.light) +
    rect(150, 206, 90, 24, a.light);
  for (const x of [113, 195, 277]) s += circle(x, x === 195 ? 218 : 230, 4, '#d4a537');
  s += rect(78, 256, 12, 70, a.dark) + rect(300, 256, 12, 70, a.dark);
  s +=
    rect(140, 262, 110, 22, '#f0d9e0', 10) +
    rect(150, 282, 8, 44, METAL.dark) +
    rect(232, 282, 8, 44, METAL.dark);
  s +=
    rect(100, 170, 14, 20, '#e48fb0', 3) +
    rect(120, 176, 10, 14, '#ffffff', 3) +
    rect(272, 176, 24, 14, '#d4a537', 5);
  return s;
}

/** A desk for the stationery shelf: same desk, a plain laptop instead of a monitor. */
export function writingDesk(a: Tone) {
  return (
    officeDesk(a, false) +
    poly([150, 180, 250, 180, 262, 186, 138, 186], STEEL.dark) +
    poly([160, 180, 240, 180, 232, 128, 168, 128], '#2c2f36') +
    poly([166, 176, 236, 176, 229, 133, 171, 133], '#6fa8dc')
  );
}
