// Seating: sofas, armchairs, dining and office chairs, stools, benches, loungers.
import { DARK_WOOD, METAL, STEEL, WOOD, type Tone } from '../color.ts';
import { circle, ellipse, line, path, poly, rect } from '../shapes.ts';

function legs(xs: number[], top: number, bottom: number, fill: string, w = 12) {
  return xs.map((x) => rect(x - w / 2, top, w, bottom - top, fill, 3)).join('');
}

export function sofa(a: Tone, seats = 3) {
  const left = seats === 2 ? 95 : 60;
  const width = 400 - left * 2;
  const inner = width - 80;
  const cw = inner / seats;
  let s = legs([left + 26, 400 - left - 26], 290, 326, DARK_WOOD.base);
  s += rect(left + 30, 120, width - 60, 120, a.dark, 26);
  for (let i = 0; i < seats; i++) {
    const x = left + 40 + i * cw;
    s += rect(x + 4, 134, cw - 8, 96, a.base, 20);
    s += rect(x + 14, 144, cw - 28, 10, a.light, 5, 'opacity="0.6"');
  }
  s += rect(left + 16, 236, width - 32, 58, a.dark, 12);
  for (let i = 0; i < seats; i++) {
    const x = left + 40 + i * cw;
    s += rect(x + 2, 222, cw - 4, 42, a.light, 14);
  }
  s +=
    rect(left, 188, 56, 110, a.base, 22) + rect(left + 8, 192, 40, 14, a.light, 7, 'opacity="0.7"');
  s +=
    rect(400 - left - 56, 188, 56, 110, a.base, 22) +
    rect(400 - left - 48, 192, 40, 14, a.light, 7, 'opacity="0.7"');
  // a cushion gives scale and breaks the symmetry
  s += path(`M${left + 58} 200 q10 -44 58 -30 q-8 36 -10 52 q-30 -10 -48 -22z`, '#f2c14e');
  return s;
}

export function armchair(a: Tone) {
  let s = legs([118, 282], 290, 326, DARK_WOOD.base);
  s += rect(120, 110, 160, 140, a.dark, 30);
  s += rect(132, 122, 136, 108, a.base, 24);
  s += rect(104, 232, 192, 62, a.dark, 14);
  s += rect(128, 218, 144, 44, a.light, 14);
  s += rect(90, 178, 50, 120, a.base, 22) + rect(260, 178, 50, 120, a.base, 22);
  s +=
    rect(98, 182, 34, 12, a.light, 6, 'opacity="0.7"') +
    rect(268, 182, 34, 12, a.light, 6, 'opacity="0.7"');
  return s;
}

/** A wooden dining chair seen three-quarters from the front. */
export function chair(a: Tone, wood = WOOD) {
  let s = '';
  s += rect(126, 232, 11, 82, wood.dark, 3) + rect(258, 232, 11, 82, wood.dark, 3);
  s += rect(124, 84, 14, 160, wood.base, 4) + rect(256, 84, 14, 160, wood.base, 4);
  s += rect(124, 84, 146, 30, wood.base, 6);
  for (const x of [156, 190, 224]) s += rect(x, 112, 14, 100, wood.light, 3);
  s += rect(124, 198, 146, 12, wood.base, 3);
  s += poly([124, 232, 270, 232, 296, 262, 146, 262], a.base);
  s += rect(146, 262, 150, 12, a.dark, 3);
  s += poly([132, 236, 262, 236, 276, 250, 142, 250], a.light, 'opacity="0.5"');
  s += rect(146, 270, 13, 58, wood.base, 3) + rect(283, 270, 13, 58, wood.base, 3);
  return s;
}

export function officeChair(a: Tone, highBack = true) {
  let s = '';
  const top = highBack ? 62 : 112;
  for (const x of [112, 156, 244, 288]) s += line(200, 296, x, 318, STEEL.base, 10);
  s += line(200, 296, 200, 314, STEEL.base, 10);
  for (const x of [112, 156, 200, 244, 288]) s += circle(x, 322, 9, '#2c2f36');
  s += rect(191, 234, 18, 64, METAL.base, 4) + rect(191, 234, 7, 64, METAL.light, 3);
  s += rect(190, 200, 20, 40, STEEL.dark, 4);
  s += rect(136, top, 128, 230 - top - 20, a.dark, 44);
  s += rect(150, top + 14, 100, 230 - top - 48, a.base, 34);
  if (highBack) s += rect(160, top + 22, 80, 26, a.light, 12, 'opacity="0.5"');
  s += rect(114, 222, 172, 34, a.dark, 16);
  s += rect(122, 216, 156, 24, a.base, 12);
  s += rect(104, 176, 12, 60, STEEL.base, 4) + rect(284, 176, 12, 60, STEEL.base, 4);
  s += rect(94, 170, 44, 12, '#2c2f36', 6) + rect(262, 170, 44, 12, '#2c2f36', 6);
  return s;
}

/** A visitor chair: chrome sled frame, padded seat and back. */
export function visitorChair(a: Tone) {
  let s = '';
  s += path(
    'M132 324 H286 M150 324 L160 250 M268 324 L258 250',
    'none',
    `stroke="${METAL.dark}" stroke-width="10" stroke-linecap="round"`,
  );
  s += path(
    'M152 250 L146 120 M262 250 L268 120',
    'none',
    `stroke="${METAL.base}" stroke-width="10" stroke-linecap="round"`,
  );
  s += rect(140, 96, 136, 112, a.dark, 22) + rect(150, 106, 116, 88, a.base, 18);
  s += rect(128, 226, 162, 34, a.dark, 14) + rect(134, 220, 150, 24, a.base, 12);
  return s;
}

export function stool(a: Tone, tall = true) {
  const seatY = tall ? 110 : 200;
  let s = '';
  s +=
    line(160, seatY + 20, 120, 326, WOOD.dark, 12) + line(240, seatY + 20, 280, 326, WOOD.dark, 12);
  s +=
    line(178, seatY + 20, 168, 312, WOOD.base, 11) + line(222, seatY + 20, 232, 312, WOOD.base, 11);
  const ring = seatY + (326 - seatY) * 0.62;
  s += ellipse(200, ring, 70, 14, 'none', `stroke="${METAL.dark}" stroke-width="7"`);
  s += ellipse(200, seatY + 22, 86, 22, a.dark);
  s += rect(114, seatY, 172, 22, a.dark);
  s += ellipse(200, seatY, 86, 22, a.base);
  s += ellipse(188, seatY - 4, 50, 9, a.light, 'opacity="0.6"');
  return s;
}

/** An upholstered bench, or a plain slatted one when padded is false. */
export function bench(a: Tone, padded = true) {
  let s = '';
  s += rect(62, 238, 14, 88, DARK_WOOD.base, 3) + rect(324, 238, 14, 88, DARK_WOOD.base, 3);
  s += rect(96, 226, 12, 80, DARK_WOOD.dark, 3) + rect(346, 218, 12, 80, DARK_WOOD.dark, 3);
  s += rect(70, 296, 262, 8, DARK_WOOD.dark, 3);
  if (padded) {
    s += poly([56, 236, 344, 236, 372, 212, 86, 212], a.light);
    s += rect(56, 236, 288, 30, a.base, 6);
    s += poly([344, 236, 372, 212, 372, 240, 344, 266], a.dark);
    for (const x of [110, 170, 230, 290]) s += circle(x, 224, 3.5, a.dark);
  } else {
    s += poly([56, 236, 344, 236, 372, 212, 86, 212], WOOD.light);
    for (const y of [219, 227]) s += line(76, y, 356, y, WOOD.dark, 2);
    s += rect(56, 236, 288, 18, WOOD.base, 3);
  }
  return s;
}

/** A slatted garden bench with cast-metal ends. */
export function gardenBench(a: Tone) {
  let s = '';
  for (const y of [128, 156, 184])
    s += rect(70, y, 260, 18, WOOD.base, 4) + rect(70, y + 12, 260, 6, WOOD.dark, 3);
  for (const y of [222, 242])
    s += rect(58, y, 284, 16, WOOD.light, 4) + rect(58, y + 11, 284, 5, WOOD.dark, 2);
  const end = (x: number, dir: number) =>
    path(
      `M${x} 326 L${x + 6 * dir} 262 L${x} 120 M${x + 6 * dir} 262 L${x + 26 * dir} 326 M${x - 6 * dir} 210 Q${x - 20 * dir} 190 ${x - 2 * dir} 176 L${x + 30 * dir} 176`,
      'none',
      `stroke="${a.dark}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"`,
    );
  s += end(78, 1) + end(322, -1);
  s += circle(72, 176, 7, a.base) + circle(328, 176, 7, a.base);
  return s;
}

export function sunlounger(a: Tone) {
  let s = '';
  s += line(70, 300, 330, 300, METAL.dark, 9);
  s += line(88, 300, 80, 326, METAL.dark, 9) + line(300, 300, 312, 326, METAL.dark, 9);
  s += circle(80, 322, 9, '#2c2f36') + line(96, 300, 150, 176, METAL.dark, 8);
  s += poly(
    [60, 288, 240, 288, 336, 288, 336, 276, 150, 276, 108, 168, 92, 176, 128, 282, 60, 282],
    WOOD.dark,
  );
  s += poly([148, 272, 334, 272, 334, 288, 148, 288], a.base);
  s += poly([96, 176, 114, 166, 156, 274, 136, 282], a.dark);
  s += path('M100 180 q-4 -22 16 -26 q14 -4 18 16 z', a.light);
  for (const x of [180, 220, 260, 300]) s += line(x, 276, x, 286, a.light, 3);
  s += rect(326, 262, 20, 16, '#f7f1e1', 3);
  return s;
}
