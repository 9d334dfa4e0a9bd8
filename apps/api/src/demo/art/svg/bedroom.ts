// Beds seen from the side, headboard on the left, so the mattress and frame style show clearly.
import { METAL, PAPER, STEEL, shade, type Tone } from '../color.ts';
import { circle, line, path, poly, rect } from '../shapes.ts';

export type BedStyle = 'wooden' | 'upholstered' | 'metal';

export function bed(a: Tone, style: BedStyle = 'wooden') {
  let s = '';
  const cover = style === 'metal' ? shade(a.base, 0.3) : shade(a.base, 0.5);
  const frame = style === 'metal' ? STEEL : a;
  if (style === 'upholstered') {
    s += rect(40, 86, 60, 236, a.dark, 22) + rect(48, 94, 44, 220, a.base, 18);
    for (const y of [130, 170, 210]) s += circle(70, y, 4, a.deep);
  } else if (style === 'metal') {
    s += path(
      'M50 326 V110 q0 -26 26 -26 h0 q26 0 26 26 V326',
      'none',
      `stroke="${frame.base}" stroke-width="9"`,
    );
    for (const x of [64, 76, 88]) s += line(x, 110, x, 250, frame.light, 4);
    s += path(
      'M330 326 V196 q0 -20 20 -20 q20 0 20 20 V326',
      'none',
      `stroke="${frame.base}" stroke-width="9"`,
    );
    for (const x of [344, 356]) s += line(x, 200, x, 252, frame.light, 4);
  } else {
    s +=
      rect(44, 100, 58, 226, a.dark, 8) +
      rect(52, 112, 42, 150, a.base, 4) +
      rect(40, 92, 66, 18, a.dark, 6);
  }
  s += rect(86, 250, 270, 38, style === 'metal' ? STEEL.dark : a.base, 4);
  if (style !== 'metal')
    s +=
      rect(336, 200, 34, 126, a.dark, 6) +
      rect(104, 288, 12, 38, a.deep) +
      rect(320, 288, 12, 38, a.deep);
  else s += rect(104, 288, 8, 38, STEEL.dark) + line(86, 262, 356, 262, METAL.base, 3);
  s += rect(92, 214, 258, 42, '#f7f5f0', 12) + rect(92, 246, 258, 8, '#d8d3c8', 4);
  s +=
    path('M104 214 q-4 -34 24 -38 q34 -4 50 10 q8 18 -4 30z', PAPER) +
    path('M112 210 q6 -18 36 -22', 'none', 'stroke="#dcd6ca" stroke-width="3"');
  s +=
    path(`M184 206 q70 -14 168 0 v56 h-168z`, cover) +
    path('M184 206 q-12 26 0 56 h22 q-10 -26 4 -58z', shade(cover, -0.08));
  s += path(
    'M230 212 q50 -6 110 0',
    'none',
    `stroke="${shade(cover, -0.12)}" stroke-width="4" stroke-linecap="round"`,
  );
  return s;
}

/** Bunk beds: two decks, a ladder and a guard rail, in a child-friendly colour. */
export function bunkBed(a: Tone) {
  let s = '';
  s += rect(62, 44, 16, 282, a.dark, 4) + rect(322, 44, 16, 282, a.dark, 4);
  for (const y of [150, 290]) s += rect(70, y, 260, 22, a.base, 4);
  s += rect(84, 126, 232, 24, '#f7f5f0', 8) + rect(84, 266, 232, 24, '#f7f5f0', 8);
  s +=
    path('M96 126 q0 -22 30 -22 q24 0 26 22z', PAPER) +
    path('M96 266 q0 -22 30 -22 q24 0 26 22z', PAPER);
  s += rect(160, 118, 156, 32, '#5fb0a7', 8) + rect(160, 258, 156, 32, '#f2b33d', 8);
  s += rect(70, 84, 170, 12, a.base, 4) + rect(70, 104, 170, 8, a.light, 4);
  for (const x of [120, 170, 220]) s += rect(x, 84, 8, 42, a.light, 2);
  s += line(262, 150, 262, 326, a.deep, 8) + line(302, 150, 302, 326, a.deep, 8);
  for (const y of [188, 226, 264, 302]) s += line(262, y, 302, y, a.deep, 7);
  s += circle(70, 44, 9, a.light) + circle(330, 44, 9, a.light);
  return s;
}

/** A low toddler bed with rounded guard rails. */
export function kidsBed(a: Tone) {
  let s = '';
  s += rect(50, 150, 54, 176, a.base, 26) + rect(60, 164, 34, 60, a.light, 17);
  s += circle(77, 194, 10, '#f2b33d') + poly([77, 178, 81, 190, 73, 190], '#f2b33d');
  s += rect(310, 200, 44, 126, a.base, 20);
  s +=
    rect(90, 254, 232, 34, a.dark, 6) +
    rect(104, 288, 14, 38, a.deep) +
    rect(300, 288, 14, 38, a.deep);
  s += rect(96, 222, 224, 36, '#f7f5f0', 12);
  s += path('M108 222 q-2 -28 22 -30 q28 -2 38 10 q4 14 -4 20z', PAPER);
  s += path('M176 214 q64 -12 140 0 v44 h-140z', '#8fc6ea');
  for (const [x, y] of [
    [200, 230],
    [240, 236],
    [280, 228],
    [220, 248],
    [264, 250],
  ] as const)
    s += circle(x, y, 5, '#ffffff', 'opacity="0.8"');
  s +=
    rect(150, 196, 150, 12, a.light, 6) +
    rect(150, 196, 8, 50, a.light, 4) +
    rect(292, 196, 8, 50, a.light, 4);
  return s;
}
