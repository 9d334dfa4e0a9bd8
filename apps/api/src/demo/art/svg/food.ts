// Foodstuffs: produce, grains, packaged goods, oils, drinks, dairy, meat and fish, fruit and nuts.
import { METAL, PAPER, WOOD, mix, shade, tone, type Tone } from '../color.ts';
import { seeded } from '../scatter.ts';
import { box, boxColors, circle, ellipse, line, path, poly, rect } from '../shapes.ts';

function crate(x: number, y: number, w: number, h: number) {
  let s = box(x, y, w, h, 40, boxColors(WOOD));
  for (const k of [1, 2]) s += rect(x, y + (h * k) / 3 - 3, w, 6, WOOD.dark, 0, 'opacity="0.5"');
  s +=
    rect(x + 6, y + 6, 10, h - 12, WOOD.dark, 0, 'opacity="0.35"') +
    rect(x + w - 16, y + 6, 10, h - 12, WOOD.dark, 0, 'opacity="0.35"');
  return s;
}

/** A crate heaped with round vegetables (tomatoes, onions, potatoes) in the accent colour. */
export function vegCrate(a: Tone, leafy = false) {
  let s = '';
  const rnd = seeded(leafy ? 5 : 3);
  const heap: [number, number, number][] = [];
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 6 - row; i++)
      heap.push([
        108 + row * 20 + i * 40 + rnd() * 8,
        204 - row * 28 - rnd() * 6,
        leafy ? 32 : 22 + rnd() * 4,
      ]);
  for (const [x, y, r] of heap.reverse()) {
    if (leafy) {
      s +=
        circle(x, y, r, a.base) +
        path(
          `M${x - r * 0.7} ${y} q${r * 0.7} -${r * 0.9} ${r * 1.4} 0`,
          'none',
          `stroke="${a.light}" stroke-width="3"`,
        );
      s += line(x, y - r * 0.6, x, y + r * 0.6, a.pale, 2);
    } else {
      s +=
        circle(x, y, r, a.base) +
        circle(x - r * 0.35, y - r * 0.35, r * 0.3, a.light, 'opacity="0.7"');
      s += poly([x, y - r - 4, x + 5, y - r + 4, x - 5, y - r + 4], '#4f8f4a');
    }
  }
  s += crate(84, 220, 232, 96);
  s +=
    path('M60 326 q10 -40 44 -48 q-6 30 -30 48z', '#5aa04f') +
    path('M340 326 q-4 -34 -30 -44 q0 30 14 44z', '#5aa04f');
  return s;
}

export function grainSack(a: Tone, sackColor = '#dcc495') {
  const sack = tone(sackColor);
  let s = '';
  s += path('M110 326 Q84 240 118 150 L282 150 Q316 240 290 326Z', sack.base);
  s += path(
    'M230 150 L282 150 Q316 240 290 326 L240 326 Q262 240 230 150Z',
    sack.dark,
    'opacity="0.5"',
  );
  for (let y = 180; y < 320; y += 16) s += line(112, y, 288, y, sack.dark, 1.5, 'opacity="0.45"');
  s += path(
    'M100 150 Q120 128 200 126 Q280 128 300 150 Q290 172 200 172 Q110 172 100 150Z',
    sack.light,
  );
  s += ellipse(200, 150, 84, 16, a.base);
  const rnd = seeded(19);
  for (let i = 0; i < 60; i++) {
    const t = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    s += ellipse(
      200 + Math.cos(t) * 76 * r,
      150 + Math.sin(t) * 13 * r,
      3,
      2,
      i % 3 === 0 ? a.light : a.dark,
    );
  }
  s +=
    rect(150, 214, 100, 60, PAPER, 6) +
    rect(150, 214, 100, 16, mix(a.base, '#3f6fb5', 0.5), 6) +
    circle(200, 252, 12, a.base);
  s +=
    path('M300 326 h60 q8 -34 -24 -40 h-36z', METAL.base) +
    ellipse(330, 290, 30, 8, a.base) +
    rect(348, 282, 40, 10, METAL.dark, 4);
  for (const [x, y] of [
    [92, 322],
    [104, 316],
    [316, 322],
    [372, 324],
  ] as const)
    s += ellipse(x, y, 3, 2, a.dark);
  return s;
}

function can(x: number, y: number, w: number, h: number, label: string) {
  return (
    rect(x, y, w, h, METAL.base, 3) +
    rect(x, y + h * 0.2, w, h * 0.6, label) +
    rect(x + w * 0.7, y, w * 0.3, h, '#000000', 0, 'opacity="0.12"') +
    ellipse(x + w / 2, y, w / 2, 5, METAL.light) +
    circle(x + w / 2, y + h / 2, w * 0.18, '#ffffff', 'opacity="0.85"')
  );
}

/** A carton of tins and packets: the packaged-goods aisle. */
export function pantry(a: Tone) {
  let s = '';
  s +=
    poly([70, 190, 120, 150, 140, 190], '#c99a5e') +
    poly([240, 190, 300, 150, 330, 190], '#b78749');
  s +=
    can(96, 150, 44, 60, a.base) +
    can(146, 140, 44, 70, shade(a.base, -0.2)) +
    can(196, 150, 44, 60, a.light);
  s += box(70, 190, 230, 136, 40, boxColors(tone('#c99a5e')));
  s +=
    rect(150, 236, 70, 40, '#ffffff', 4, 'opacity="0.55"') +
    line(165, 250, 205, 250, '#8a6a3f', 3) +
    line(165, 262, 195, 262, '#8a6a3f', 3);
  s += can(300, 258, 44, 68, a.base);
  s +=
    path('M30 326 l6 -92 q24 -8 48 0 l6 92z', shade(a.base, 0.7)) +
    rect(36, 264, 48, 30, a.base) +
    path('M36 234 l10 -12 h28 l10 12z', shade(a.base, 0.5));
  return s;
}

export function oilBottles(a: Tone) {
  let s = '';
  const oil = '#f2c94c';
  s += path(
    'M76 170 h110 q14 0 14 14 v132 q0 10 -10 10 h-118 q-10 0 -10 -10 v-132 q0 -14 14 -14z',
    oil,
    'opacity="0.95"',
  );
  s +=
    rect(90, 150, 30, 24, a.base, 4) +
    path(
      'M140 170 q0 -34 30 -34 q20 0 20 24 v10 h-14 v-8 q0 -12 -10 -12 q-12 0 -12 20z',
      shade(oil, -0.1),
    );
  s +=
    rect(76, 230, 124, 54, a.base) +
    circle(138, 257, 16, '#ffffff') +
    path('M130 262 q8 -18 16 0 q-8 8 -16 0z', '#7db552');
  s += rect(150, 180, 30, 140, '#ffffff', 0, 'opacity="0.2"');
  const bottle = (x: number, h: number) =>
    path(`M${x} ${326} v-${h - 40} q0 -20 14 -28 v-12 h12 v12 q14 8 14 28 v${h - 40}z`, oil) +
    rect(x + 12, 326 - h - 2, 16, 12, a.dark, 3) +
    rect(x, 326 - h * 0.55, 40, h * 0.3, a.base) +
    rect(x + 4, 326 - h + 40, 6, h - 60, '#ffffff', 3, 'opacity="0.4"');
  s += bottle(226, 160) + bottle(282, 130);
  return s;
}

export function spiceJars(a: Tone) {
  let s = '';
  const fills = ['#c0392b', '#e6b422', '#8e5b35', '#f4f1ea', '#6b8e23'];
  fills.forEach((f, i) => {
    const x = 56 + i * 60;
    const y = i % 2 === 0 ? 206 : 222;
    s +=
      rect(x, y, 48, 326 - y, '#e8f1f4', 8) +
      rect(x + 4, y + 24, 40, 326 - y - 28, f, 6) +
      rect(x - 2, y - 16, 52, 20, a.base, 5) +
      rect(x + 8, y + 40, 8, 40, '#ffffff', 4, 'opacity="0.5"');
  });
  s +=
    path('M120 200 q-8 -60 20 -80 h120 q28 20 20 80z', shade(a.base, 0.75)) +
    rect(140, 150, 120, 34, a.base, 4);
  return s;
}

export function drinkCrate(a: Tone) {
  let s = '';
  const glass = ['#6b3e1f', '#2f7d4f', '#6b3e1f', '#2f7d4f'];
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++) {
      const x = 96 + c * 46 + r * 26;
      const y = 170 - r * 16;
      s +=
        rect(x, y, 22, 60, glass[c] ?? '#6b3e1f', 6) +
        rect(x + 6, y - 24, 10, 28, glass[c] ?? '#6b3e1f', 3) +
        rect(x + 5, y - 30, 12, 7, '#d4a537', 2);
    }
  s += box(80, 200, 210, 120, 40, boxColors(a));
  for (const x of [100, 150, 200, 250]) s += rect(x, 220, 30, 80, a.dark, 6);
  s += rect(150, 206, 70, 12, a.deep, 6);
  s +=
    rect(310, 200, 34, 126, '#6b3e1f', 10) +
    rect(319, 160, 16, 44, '#6b3e1f', 4) +
    rect(317, 152, 20, 10, '#d4a537', 3) +
    rect(310, 246, 34, 40, '#f4d35e');
  return s;
}

export function waterPack(a: Tone) {
  let s = '';
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 3; c++) {
      const x = 90 + c * 66 + r * 30;
      const y = 140 - r * 20;
      const body = r === 0 ? '#bfe3f3' : '#a8d4ea';
      s +=
        path(`M${x} ${y + 186 - r * 0} v-120 q0 -22 18 -32 v-14 h20 v14 q18 10 18 32 v120z`, body) +
        rect(x + 16, y + 8, 24, 14, a.base, 3);
      s +=
        rect(x, y + 96, 56, 40, a.base, 0, 'opacity="0.9"') +
        rect(x + 8, y + 40, 8, 130, '#ffffff', 4, 'opacity="0.55"');
    }
  s +=
    rect(80, 250, 250, 78, '#ffffff', 14, 'opacity="0.25"') +
    path('M90 250 q120 -18 236 0', 'none', 'stroke="#ffffff" stroke-width="4" opacity="0.6"');
  return s;
}

export function eggs(a: Tone) {
  let s = '';
  const tray = tone(a.base);
  s += poly([60, 300, 300, 300, 350, 220, 110, 220], tray.light);
  s +=
    rect(60, 300, 240, 24, tray.base) + poly([300, 300, 350, 220, 350, 244, 300, 324], tray.dark);
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const x = 94 + c * 46 + (3 - r) * 12.5;
      const y = 286 - (3 - r) * 20;
      s +=
        ellipse(x, y - 12, 15, 19, r % 2 ? '#f3e2c7' : '#e9c9a0') +
        ellipse(x - 4, y - 18, 5, 7, '#ffffff', 'opacity="0.5"');
    }
  s += ellipse(330, 312, 18, 14, '#f3e2c7') + ellipse(362, 318, 14, 10, '#e9c9a0');
  return s;
}

export function milk(a: Tone) {
  let s = '';
  const carton = (x: number, y: number, w: number, h: number) =>
    rect(x, y, w, h, '#ffffff') +
    poly([x, y, x + w / 2, y - 30, x + w, y], '#eef2f4') +
    rect(x + w / 2 - 6, y - 38, 12, 10, a.base, 2) +
    rect(x, y + h * 0.35, w, h * 0.4, a.base) +
    path(`M${x} ${y + h * 0.35} q${w / 2} 20 ${w} 0`, '#ffffff') +
    rect(x + w - 10, y, 10, h, '#000000', 0, 'opacity="0.08"');
  s += carton(80, 150, 90, 176) + carton(180, 180, 80, 146);
  s +=
    rect(276, 228, 84, 98, METAL.base, 8) +
    ellipse(318, 228, 42, 10, METAL.light) +
    rect(276, 250, 84, 54, a.light) +
    circle(318, 277, 16, '#ffffff');
  s += ellipse(100, 326, 26, 4, '#ffffff', 'opacity="0.7"');
  return s;
}

function fishShape(x: number, y: number, len: number, a: Tone) {
  const h = len * 0.36;
  return (
    path(
      `M${x} ${y} q${len * 0.35} ${-h} ${len * 0.8} ${-h * 0.1} l${len * 0.2} ${-h * 0.45} l0 ${h * 1.1} l${-len * 0.2} ${-h * 0.45} q${-len * 0.45} ${h * 0.9} ${-len * 0.8} ${-h * 0.1}z`,
      a.base,
    ) +
    path(
      `M${x + len * 0.3} ${y - h * 0.66} q${len * 0.15} ${-h * 0.4} ${len * 0.35} ${-h * 0.05}z`,
      a.dark,
    ) +
    path(
      `M${x + 6} ${y + 2} q${len * 0.4} ${h * 0.6} ${len * 0.78} ${-h * 0.05}`,
      'none',
      `stroke="${a.light}" stroke-width="5" opacity="0.7"`,
    ) +
    circle(x + len * 0.13, y - h * 0.12, len * 0.03, '#1d1a24') +
    path(
      `M${x + len * 0.22} ${y - h * 0.4} q8 ${h * 0.35} 0 ${h * 0.6}`,
      'none',
      `stroke="${a.dark}" stroke-width="3"`,
    )
  );
}

export function fish(a: Tone) {
  let s = '';
  s += ellipse(200, 296, 170, 34, '#dfe9ee') + ellipse(200, 290, 160, 28, '#f1f6f8');
  s += fishShape(70, 250, 220, a) + fishShape(130, 296, 200, tone(shade(a.base, 0.12)));
  s +=
    circle(318, 270, 14, '#f2c94c') +
    path('M306 270 h24', 'none', 'stroke="#d4a537" stroke-width="3"') +
    path('M330 300 q10 -20 26 -18 q-4 18 -26 18z', '#5aa04f');
  return s;
}

export function meat(a: Tone) {
  let s = '';
  s += box(50, 290, 300, 24, 40, boxColors(WOOD));
  s += path('M80 282 q-10 -60 60 -70 q90 -10 110 30 q16 40 -30 44 q-60 6 -140 -4z', a.base);
  s += path(
    'M96 270 q-4 -40 50 -48 q70 -8 86 20',
    'none',
    `stroke="${a.pale}" stroke-width="8" stroke-linecap="round"`,
  );
  s += path(
    'M150 250 q30 -12 50 4',
    'none',
    `stroke="${a.pale}" stroke-width="5" stroke-linecap="round"`,
  );
  s +=
    ellipse(300, 262, 36, 26, shade(a.base, 0.15)) +
    rect(322, 240, 40, 14, '#f4ead7', 7, 'transform="rotate(-30 330 250)"') +
    circle(360, 226, 8, '#f4ead7') +
    circle(366, 236, 8, '#f4ead7');
  s +=
    path('M210 290 q10 -18 24 -14 q-4 14 -24 14z', '#5aa04f') +
    path('M230 292 q14 -12 24 -4 q-10 10 -24 4z', '#6cab5a');
  return s;
}

export function fruitBowl(a: Tone) {
  let s = '';
  s +=
    path('M150 196 q10 -80 96 -92 q-6 12 -4 20 q-62 12 -74 72z', '#f4d03f') +
    path('M162 196 q22 -74 100 -78 q-4 12 0 20 q-66 6 -82 58z', '#f7dc6f') +
    rect(240, 96, 12, 16, '#6b4f2a', 3);
  s += circle(130, 214, 30, '#f39c12') + circle(122, 204, 9, '#ffffff', 'opacity="0.35"');
  s +=
    path('M176 226 q-6 -62 48 -66 q50 4 44 56 q-12 30 -92 10z', '#e67e22') +
    path('M196 184 q30 -22 60 2', 'none', 'stroke="#f1c40f" stroke-width="6" opacity="0.7"');
  s +=
    circle(282, 214, 28, '#7db552') +
    circle(274, 206, 8, '#ffffff', 'opacity="0.3"') +
    circle(236, 232, 22, '#e35d4f');
  s +=
    path('M80 236 H320 Q310 312 200 316 Q90 312 80 236Z', a.base) +
    ellipse(200, 236, 120, 12, a.dark) +
    path(
      'M100 256 Q126 298 200 302',
      'none',
      `stroke="${a.light}" stroke-width="8" stroke-linecap="round" opacity="0.6"`,
    );
  s += ellipse(200, 322, 54, 8, a.dark);
  return s;
}

function peanut(x: number, y: number, rot: number, c: string, d: string) {
  return `<g transform="rotate(${rot} ${x} ${y})">${ellipse(x - 7, y, 9, 8, c)}${ellipse(x + 7, y, 9, 8, c)}${line(x - 10, y - 2, x + 10, y - 2, d, 1.2)}${line(x - 10, y + 3, x + 10, y + 3, d, 1.2)}</g>`;
}

export function nuts(a: Tone) {
  let s = '';
  const rnd = seeded(23);
  s += ellipse(200, 216, 140, 30, '#c9a36a');
  for (let i = 0; i < 46; i++) {
    const t = rnd() * Math.PI * 2;
    const r = Math.sqrt(rnd());
    s += peanut(
      200 + Math.cos(t) * 120 * r,
      206 + Math.sin(t) * 22 * r - rnd() * 24,
      rnd() * 180,
      '#d8b27a',
      '#b48b52',
    );
  }
  s +=
    path('M60 216 H340 Q330 318 200 322 Q70 318 60 216Z', a.base) +
    path(
      'M82 240 Q110 300 200 306',
      'none',
      `stroke="${a.light}" stroke-width="9" stroke-linecap="round" opacity="0.6"`,
    );
  for (let k = 0; k < 4; k++)
    s += line(72 + k * 4, 236 + k * 20, 328 - k * 4, 236 + k * 20, a.dark, 3, 'opacity="0.5"');
  s += peanut(352, 318, 20, '#d8b27a', '#b48b52') + peanut(40, 320, -30, '#d8b27a', '#b48b52');
  return s;
}
