// Building and construction materials: bricks, cement, steel, roofing, paint, aggregates, pipes.
import { METAL, STEEL, WOOD, mix, shade, tone, type Tone } from '../color.ts';
import { seeded } from '../scatter.ts';
import { box, boxColors, circle, ellipse, line, path, poly, rect } from '../shapes.ts';

function pallet(x: number, y: number, w: number, d: number) {
  return (
    box(x, y, w, 14, d, boxColors(WOOD)) +
    rect(x + 10, y + 4, 26, 10, WOOD.deep) +
    rect(x + w / 2 - 13, y + 4, 26, 10, WOOD.deep) +
    rect(x + w - 36, y + 4, 26, 10, WOOD.deep)
  );
}

export function bricks(a: Tone) {
  let s = pallet(60, 304, 250, 56);
  const x = 66;
  const y = 160;
  const w = 238;
  const h = 144;
  s += box(x, y, w, h, 52, boxColors(a));
  const rows = 6;
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    const yy = y + r * rh;
    s += line(x, yy, x + w, yy, a.deep, 2.5);
    const off = r % 2 === 0 ? 0 : 30;
    for (let bx = x + off + 60; bx < x + w; bx += 60) s += line(bx, yy, bx, yy + rh, a.deep, 2.5);
    // side face courses
    s += line(x + w, yy, x + w + 52, yy - 31, a.deep, 2);
  }
  for (let k = 1; k < 4; k++)
    s += line(x + k * 13, y - k * 7.8, x + w + k * 13, y - k * 7.8, a.dark, 2);
  s +=
    box(290, 306, 54, 20, 18, boxColors(a)) +
    box(30, 308, 54, 20, 18, boxColors(tone(shade(a.base, 0.08))));
  return s;
}

function bag(x: number, y: number, w: number, h: number, a: Tone, paper: string) {
  const p = tone(paper);
  return (
    rect(x, y, w, h, p.base, 20) +
    rect(x, y + h - 16, w, 16, p.dark, 8, 'opacity="0.6"') +
    rect(x + 10, y + 6, w - 20, 10, p.light, 5, 'opacity="0.8"') +
    rect(x + w * 0.3, y, w * 0.4, h, a.base) +
    circle(x + w / 2, y + h / 2, h * 0.24, '#ffffff') +
    poly(
      [x + w / 2 - 8, y + h / 2 + 7, x + w / 2, y + h / 2 - 9, x + w / 2 + 8, y + h / 2 + 7],
      a.dark,
    ) +
    path(
      `M${x + 6} ${y + 10} q-8 ${h / 2 - 10} 0 ${h - 20}`,
      'none',
      `stroke="${p.dark}" stroke-width="3"`,
    ) +
    path(
      `M${x + w - 6} ${y + 10} q8 ${h / 2 - 10} 0 ${h - 20}`,
      'none',
      `stroke="${p.dark}" stroke-width="3"`,
    )
  );
}

export function cementBags(a: Tone, paper = '#cfd2d4') {
  let s = pallet(40, 306, 300, 40);
  s += bag(40, 244, 156, 64, a, paper) + bag(188, 244, 156, 64, a, paper);
  s += bag(112, 184, 156, 64, a, shade(paper, 0.06));
  return s;
}

export function steelBars(a: Tone) {
  let s = '';
  const rows = [5, 4, 3];
  const r = 9;
  const run: [number, number] = [250, -120];
  const ends: [number, number][] = [];
  rows.forEach((count, ri) => {
    for (let i = 0; i < count; i++) ends.push([70 + ri * r + i * 2 * r + 2, 290 - ri * 16]);
  });
  // far ends first so near ends overlap them
  for (const [x, y] of [...ends].reverse()) {
    s += line(x, y, x + run[0], y + run[1], a.dark, r * 2);
    s += line(
      x,
      y - 3,
      x + run[0],
      y - 3 + run[1],
      a.light,
      4,
      'stroke-dasharray="3 7" opacity="0.8"',
    );
  }
  for (const [x, y] of ends) s += circle(x, y, r, a.deep) + circle(x - 2, y - 2, r - 4, a.base);
  for (const t of [0.25, 0.75]) {
    const cx = 100 + run[0] * t;
    const cy = 262 + run[1] * t;
    s += rect(cx - 6, cy - 36, 12, 60, '#3a3d44', 3, `transform="rotate(25 ${cx} ${cy})"`);
  }
  s += path(
    'M210 326 h110 v-46 h-110z',
    'none',
    `stroke="${a.dark}" stroke-width="7" stroke-linejoin="round"`,
  );
  s += path(
    'M226 318 h110 v-46 h-110z',
    'none',
    `stroke="${a.base}" stroke-width="7" stroke-linejoin="round"`,
  );
  return s;
}

export function roofingSheets(a: Tone) {
  let s = '';
  // one sheet standing behind shows the corrugation clearly
  const stripes = 12;
  for (let i = 0; i < stripes; i++) {
    const x = 150 + i * 16;
    s += poly(
      [x, 60 + i * 2, x + 16, 60 + (i + 1) * 2, x + 16, 240, x, 240],
      i % 2 === 0 ? a.light : a.dark,
    );
  }
  s += rect(150, 238, 192, 6, a.deep);
  for (let k = 0; k < 4; k++) {
    const y = 300 - k * 16;
    const x0 = 40 + k * 4;
    const len = 210;
    const dx = 110;
    const dy = -66;
    for (let i = 0; i < 10; i++) {
      const t0 = i / 10;
      const t1 = (i + 1) / 10;
      const ax = x0 + len * t0;
      const bx = x0 + len * t1;
      s += poly([ax, y, bx, y, bx + dx, y + dy, ax + dx, y + dy], i % 2 === 0 ? a.base : a.light);
    }
    let d = `M${x0} ${y}`;
    for (let i = 0; i < 10; i++) d += ` q${len / 20} ${i % 2 === 0 ? 10 : -10} ${len / 10} 0`;
    s += path(`${d} v8 H${x0}z`, a.dark);
  }
  s += circle(120, 286, 3, METAL.light) + circle(180, 286, 3, METAL.light);
  return s;
}

export function paintTin(a: Tone) {
  let s = '';
  const body = tone('#dfe3e8');
  s += path('M130 150 Q200 40 270 150', 'none', `stroke="${STEEL.base}" stroke-width="6"`);
  s += rect(120, 150, 160, 170, body.base) + ellipse(200, 320, 80, 16, body.dark);
  s += rect(236, 150, 44, 170, body.dark, 0, 'opacity="0.35"');
  s += path('M120 180 H280 V290 Q200 306 120 290Z', a.base);
  s +=
    circle(200, 236, 30, '#ffffff') +
    circle(200, 236, 20, a.light) +
    path('M188 236 q12 -22 24 0 q-12 14 -24 0z', a.dark);
  s += ellipse(200, 150, 80, 16, body.light) + ellipse(200, 150, 68, 12, a.base);
  s += path('M150 152 q4 26 10 0 M232 154 q5 34 12 0', a.base);
  // brush and a small tin give the scale of a 20 L bucket
  s +=
    rect(300, 210, 44, 110, tone(a.base).base, 4) +
    ellipse(322, 210, 22, 6, a.light) +
    rect(300, 244, 44, 40, '#ffffff', 0, 'opacity="0.85"');
  s +=
    rect(56, 250, 16, 60, WOOD.base, 6, 'transform="rotate(-20 64 280)"') +
    rect(64, 292, 28, 16, METAL.base, 2, 'transform="rotate(-20 78 300)"') +
    rect(70, 304, 32, 22, a.base, 3, 'transform="rotate(-20 86 316)"');
  return s;
}

function mound(fill: Tone, x0: number, x1: number, top: number) {
  const mid = (x0 + x1) / 2;
  return (
    path(
      `M${x0} 328 Q${x0 + 60} ${top + 30} ${mid} ${top} Q${x1 - 60} ${top + 30} ${x1} 328Z`,
      fill.base,
    ) +
    path(
      `M${mid} ${top} Q${x1 - 60} ${top + 30} ${x1} 328 H${mid + 40} Q${mid + 30} ${top + 100} ${mid} ${top}Z`,
      fill.dark,
      'opacity="0.55"',
    ) +
    path(
      `M${mid - 20} ${top + 10} Q${x0 + 70} ${top + 60} ${x0 + 40} 300`,
      'none',
      `stroke="${fill.light}" stroke-width="10" stroke-linecap="round" opacity="0.6"`,
    )
  );
}

export function sandPile(a: Tone) {
  let s = mound(a, 30, 370, 120);
  const rnd = seeded(7);
  for (let i = 0; i < 70; i++) {
    const x = 70 + rnd() * 260;
    const y = 170 + rnd() * 150;
    const halfWidth = ((y - 120) / 208) * 170;
    if (Math.abs(x - 200) < halfWidth) s += circle(x, y, 1.8, i % 2 ? a.dark : a.light);
  }
  s +=
    line(250, 110, 226, 200, WOOD.base, 8) +
    rect(238, 94, 28, 10, WOOD.dark, 4, 'transform="rotate(-16 252 99)"');
  s += path('M212 196 l30 8 l-10 40 q-20 6 -30 -8z', METAL.dark);
  return s;
}

export function gravelPile(a: Tone) {
  let s = mound(tone(shade(a.base, -0.05)), 30, 370, 130);
  const rnd = seeded(11);
  const stones = [a.light, a.base, a.dark, a.pale, mix(a.base, '#b98b5b', 0.3)];
  for (let i = 0; i < 260; i++) {
    const y = 140 + rnd() * 186;
    const halfWidth = ((y - 130) / 198) * 168;
    const x = 200 + (rnd() * 2 - 1) * halfWidth;
    s += ellipse(x, y, 4 + rnd() * 4, 3 + rnd() * 3, stones[i % stones.length] ?? a.base);
  }
  for (const [x, y] of [
    [70, 322],
    [330, 320],
    [352, 326],
  ] as const)
    s += ellipse(x, y, 6, 4, a.dark);
  return s;
}

function block(x: number, y: number, a: Tone) {
  return (
    box(x, y, 92, 48, 24, boxColors(a)) +
    rect(x + 12, y + 10, 28, 28, a.deep, 4) +
    rect(x + 52, y + 10, 28, 28, a.deep, 4)
  );
}

export function blocks(a: Tone) {
  let s = pallet(48, 306, 300, 30);
  for (const [i, y] of [258, 210, 162].entries())
    for (let c = 0; c < 3 - i; c++) s += block(54 + i * 48 + c * 96, y, a);
  return s;
}

export function tiles(a: Tone) {
  let s = '';
  const grid = 5;
  const x0 = 20;
  const w = 300;
  const dx = 80;
  const dy = -60;
  const yb = 326;
  for (let r = 0; r < grid; r++)
    for (let c = 0; c < grid; c++) {
      const p = (u: number, v: number) => [
        x0 + (w * u) / grid + (dx * v) / grid,
        yb + (dy * v) / grid,
      ];
      const [ax, ay] = p(c, r) as [number, number];
      const [bx, by] = p(c + 1, r) as [number, number];
      const [cx, cy] = p(c + 1, r + 1) as [number, number];
      const [ex, ey] = p(c, r + 1) as [number, number];
      s += poly(
        [ax, ay, bx, by, cx, cy, ex, ey],
        (r + c) % 2 === 0 ? a.light : a.base,
        `stroke="${a.pale}" stroke-width="2"`,
      );
    }
  for (let k = 0; k < 6; k++)
    s += box(210, 250 - k * 9, 120, 9, 44, boxColors(k % 2 === 0 ? a : tone(a.light)));
  // one tile standing up shows the pattern
  s += rect(96, 96, 130, 130, a.base, 4, 'transform="rotate(-8 161 161)"');
  s += rect(110, 110, 102, 102, a.light, 2, 'transform="rotate(-8 161 161)"');
  s += poly([161, 120, 203, 161, 161, 202, 119, 161], a.dark, 'transform="rotate(-8 161 161)"');
  s += circle(161, 161, 16, a.pale, 'transform="rotate(-8 161 161)"');
  return s;
}

export function pipes(a: Tone) {
  let s = '';
  const r = 22;
  const ends: [number, number][] = [];
  [4, 3, 2].forEach((count, ri) => {
    for (let i = 0; i < count; i++) ends.push([66 + ri * r + i * 2 * r, 300 - ri * 38]);
  });
  const [dx, dy] = [150, -92];
  for (const [x, y] of [...ends].reverse()) {
    s += line(x, y, x + dx, y + dy, a.dark, r * 2);
    s += line(x - 8, y - 12, x + dx - 8, y + dy - 12, a.light, 6, 'opacity="0.7"');
  }
  for (const [x, y] of ends)
    s +=
      circle(x, y, r, a.base) +
      circle(x, y, r - 5, a.deep) +
      circle(x + 3, y + 3, r - 9, shade(a.deep, -0.3));
  s +=
    path('M300 326 v-34 q0 -22 22 -22 h30', 'none', `stroke="${a.base}" stroke-width="22"`) +
    rect(344, 258, 16, 26, a.dark, 3) +
    rect(290, 300, 22, 14, a.dark, 3);
  return s;
}
