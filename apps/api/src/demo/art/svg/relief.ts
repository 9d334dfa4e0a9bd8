// Relief supplies: blankets and mats, tents, medical kits, water containers.
import { METAL, STEEL, WOOD, shade, tone, type Tone } from '../color.ts';
import { box, boxColors, circle, ellipse, line, path, poly, rect } from '../shapes.ts';

export function blankets(a: Tone) {
  let s = '';
  const colours = [a, tone(shade(a.base, 0.25)), tone(shade(a.base, -0.2)), a];
  colours.forEach((t, i) => {
    const y = 286 - i * 44;
    const x = 72 + (i % 2) * 10;
    s += path(`M${x} ${y} h240 q16 0 16 20 q0 20 -16 20 h-240z`, t.base);
    s += poly([x, y, x + 44, y - 26, x + 284, y - 26, x + 240, y], t.light);
    s += path(`M${x + 240} ${y} q16 0 16 20 q0 20 -16 20 l44 -26 q16 -20 0 -40z`, t.dark);
    for (const k of [0.25, 0.75])
      s += rect(x + 240 * k - 8, y, 16, 40, t.pale, 0, 'opacity="0.75"');
    s += line(x + 4, y + 34, x + 236, y + 34, t.dark, 2, 'stroke-dasharray="6 6"');
  });
  s += rect(150, 110, 10, 216, '#8b6b3d', 3) + rect(240, 110, 10, 216, '#8b6b3d', 3);
  return s;
}

export function tent(a: Tone) {
  let s = '';
  s += line(40, 326, 96, 130, '#7a6a55', 2) + line(360, 326, 308, 150, '#7a6a55', 2);
  s += poly([96, 130, 300, 100, 372, 300, 170, 326], a.light);
  s += poly([96, 130, 300, 100, 330, 200, 130, 236], a.base, 'opacity="0.35"');
  s += poly([96, 130, 20, 326, 170, 326], a.dark);
  s += poly([96, 150, 62, 326, 130, 326], shade(a.deep, -0.2));
  s += poly([96, 150, 130, 326, 110, 326, 96, 200], a.dark);
  s += line(96, 130, 300, 100, a.deep, 5);
  s += rect(166, 296, 210, 30, a.dark, 0, 'opacity="0.25"');
  for (const x of [200, 250, 300])
    s += line(x - 10, 320, x + 6, 140 - (x - 200) * 0.12, a.dark, 2, 'opacity="0.4"');
  s += circle(96, 128, 6, STEEL.dark) + circle(300, 98, 6, STEEL.dark);
  s += rect(18, 322, 6, 10, STEEL.dark) + rect(356, 322, 6, 10, STEEL.dark);
  return s;
}

export function medKit(a: Tone) {
  let s = '';
  s += path(
    'M150 120 v-22 q0 -12 12 -12 h76 q12 0 12 12 v22',
    'none',
    `stroke="${a.deep}" stroke-width="12"`,
  );
  s += box(70, 120, 250, 190, 44, boxColors(a));
  s += rect(70, 196, 250, 8, a.dark);
  s += rect(170, 156, 50, 130, '#ffffff', 4) + rect(130, 196, 130, 50, '#ffffff', 4);
  s += rect(184, 112, 22, 16, STEEL.dark, 3);
  s +=
    circle(344, 302, 24, '#f4ead7') +
    circle(344, 302, 10, '#d9c8a9') +
    rect(300, 296, 44, 30, '#f4ead7');
  s +=
    rect(40, 266, 30, 60, '#ffffff', 6) +
    rect(38, 256, 34, 14, '#e67e22', 4) +
    rect(44, 288, 22, 16, a.pale);
  return s;
}

export function jerrycan(a: Tone, ribs = true) {
  let s = '';
  const can = (x: number, y: number, w: number, h: number, t: Tone) => {
    let c = path(
      `M${x + 16} ${y} h${w - 72} l20 -20 h24 q12 0 12 12 v${h - 6} q0 14 -14 14 h${-(w - 20)} q-14 0 -14 -14 v${-(h - 30)} q0 -12 8 -16z`,
      t.base,
    );
    c += rect(x + w - 44, y - 44, 26, 22, t.dark, 4) + rect(x + w - 48, y - 28, 34, 10, t.deep, 3);
    c +=
      rect(x + 26, y + 14, w - 100, 34, t.deep, 14) +
      rect(x + 34, y + 20, w - 116, 22, shade(t.base, 0.9), 10, 'opacity="0.15"');
    if (ribs)
      for (let k = 1; k < 4; k++)
        c += rect(x + 12, y + 56 + k * ((h - 70) / 4), w - 24, 6, t.dark, 3);
    c +=
      rect(x + w - 12, y + 10, 8, h - 30, t.dark, 4) +
      rect(x + 10, y + 60, 10, h - 80, t.light, 5, 'opacity="0.6"');
    return c;
  };
  s += can(196, 150, 160, 176, tone(shade(a.base, -0.15)));
  s += can(48, 120, 180, 206, a);
  return s;
}

export function waterBucket(a: Tone) {
  let s = '';
  s +=
    path('M110 130 L130 300 Q200 316 270 300 L290 130Z', a.base) +
    path('M240 130 L290 130 L270 300 Q250 306 234 308Z', a.dark, 'opacity="0.5"');
  s +=
    ellipse(200, 130, 92, 20, a.dark) +
    ellipse(200, 124, 96, 22, a.light) +
    circle(200, 116, 10, a.dark);
  for (const y of [170, 260])
    s += path(
      `M${114 + (y - 130) * 0.12} ${y} Q200 ${y + 16} ${286 - (y - 130) * 0.12} ${y}`,
      'none',
      `stroke="${a.dark}" stroke-width="5"`,
    );
  s +=
    rect(184, 250, 40, 16, METAL.base, 4) +
    rect(218, 254, 12, 24, METAL.dark, 3) +
    rect(196, 240, 14, 12, METAL.dark, 3);
  s +=
    rect(96, 300, 208, 10, WOOD.base, 3) +
    rect(110, 310, 10, 16, WOOD.dark) +
    rect(280, 310, 10, 16, WOOD.dark);
  s +=
    rect(300, 280, 64, 46, '#dce9f0', 6) +
    ellipse(332, 280, 32, 7, '#bcd3e0') +
    path(
      'M230 280 q-2 20 4 30',
      'none',
      'stroke="#7cc3e8" stroke-width="4" stroke-dasharray="4 6"',
    );
  return s;
}

export function waterTank(a: Tone) {
  let s = '';
  s += rect(110, 110, 180, 214, a.base, 24) + rect(226, 110, 64, 214, a.dark, 0, 'opacity="0.55"');
  for (const y of [150, 196, 242, 288]) s += rect(106, y, 188, 10, a.dark, 5);
  s +=
    path('M110 130 q0 -40 90 -44 q90 4 90 44z', a.light) +
    ellipse(200, 86, 34, 9, a.dark) +
    rect(166, 76, 68, 12, a.dark, 4);
  s += rect(128, 130, 14, 180, a.light, 7, 'opacity="0.6"');
  s += rect(290, 296, 40, 12, METAL.dark, 4) + rect(320, 292, 16, 20, STEEL.dark, 4);
  s += box(100, 318, 200, 8, 18, boxColors(tone('#b9b4aa')));
  return s;
}
