// Cabinets, shelves, wardrobes, chests and other case furniture.
import { METAL, PAPER, STEEL, shade, type Tone } from '../color.ts';
import { box, boxColors, circle, ellipse, line, path, poly, rect } from '../shapes.ts';

const knob = (x: number, y: number, c = '#d4a537') =>
  circle(x, y, 4.5, c) + circle(x - 1, y - 1, 1.8, '#fff3c4');
const handle = (x: number, y: number, h = 26) => rect(x - 3, y, 6, h, STEEL.dark, 3);

function feet(x0: number, x1: number, y: number, c: string) {
  return rect(x0, y, 12, 326 - y, c, 2) + rect(x1 - 12, y, 12, 326 - y, c, 2);
}

export function cabinet(a: Tone) {
  let s = feet(86, 294, 300, a.deep);
  s += box(80, 96, 220, 206, 44, boxColors(a));
  s += rect(90, 106, 96, 186, a.light) + rect(194, 106, 96, 186, a.light);
  s +=
    rect(98, 114, 80, 170, a.base, 0, 'opacity="0.35"') +
    rect(202, 114, 80, 170, a.base, 0, 'opacity="0.35"');
  s += handle(176, 180) + handle(204, 180);
  return s;
}

export function filingCabinet(a: Tone) {
  let s = box(120, 60, 150, 266, 40, boxColors(a));
  for (let i = 0; i < 4; i++) {
    const y = 70 + i * 64;
    s += rect(130, y, 130, 56, a.light, 3);
    s += rect(180, y + 10, 30, 12, PAPER, 2) + rect(172, y + 30, 46, 8, STEEL.dark, 4);
  }
  s += circle(258, 52, 5, STEEL.dark);
  return s;
}

/** A tall two-door steel cupboard as offices use for stationery. */
export function steelCupboard(a: Tone) {
  let s = box(110, 50, 170, 276, 40, boxColors(a));
  s += rect(118, 58, 74, 262, a.light) + rect(198, 58, 74, 262, a.light);
  for (const x of [126, 206]) for (const y of [72, 84, 96]) s += rect(x, y, 40, 5, a.dark, 2);
  s += handle(184, 170, 40) + handle(206, 170, 40) + circle(195, 160, 4, STEEL.dark);
  return s;
}

export function bookshelf(a: Tone) {
  let s = box(100, 44, 200, 282, 34, boxColors(a));
  const palette = [
    '#d9534f',
    '#3f6fb5',
    '#f0ad4e',
    '#5fb0a7',
    '#8a5a9e',
    '#7db552',
    '#e98b5b',
    '#2f3d4e',
  ];
  s += rect(112, 56, 176, 264, a.deep);
  for (let shelf = 0; shelf < 4; shelf++) {
    const base = 118 + shelf * 66;
    s += rect(108, base, 184, 8, a.base);
    let x = 116;
    let k = shelf * 3;
    while (x < 276 - (shelf === 2 ? 60 : 0)) {
      const w = 10 + ((k * 7) % 9);
      const h = 40 + ((k * 13) % 16);
      s += rect(x, base - h, w, h, palette[k % palette.length] ?? '#3f6fb5', 1.5);
      s += rect(x + 2, base - h + 8, w - 4, 3, '#ffffff', 0, 'opacity="0.5"');
      x += w + 2;
      k++;
    }
    if (shelf === 2)
      s += ellipse(262, base - 20, 14, 20, '#d9c8a9') + rect(256, base - 44, 12, 8, '#d9c8a9');
  }
  return s;
}

export function wardrobe(a: Tone, doors = 2) {
  let s = feet(80, 320, 306, a.deep);
  s += poly([70, 48, 330, 48, 340, 34, 60, 34], a.dark);
  s += box(76, 52, 248, 256, 36, boxColors(a));
  const w = 232 / doors;
  for (let i = 0; i < doors; i++) {
    const x = 84 + i * w;
    s += rect(x, 60, w - 6, 240, a.light, 2);
    if (doors === 3 && i === 1)
      s +=
        rect(x + 10, 72, w - 26, 216, '#d6e8f2', 3) +
        poly(
          [x + 14, 120, x + w - 22, 80, x + w - 22, 96, x + 14, 140],
          '#ffffff',
          'opacity="0.6"',
        );
    else
      s +=
        rect(x + 10, 72, w - 26, 98, a.base, 2, 'opacity="0.4"') +
        rect(x + 10, 182, w - 26, 106, a.base, 2, 'opacity="0.4"');
  }
  for (let i = 1; i < doors; i++)
    s += handle(84 + i * w - 12, 160, 36) + handle(84 + i * w + 4, 160, 36);
  if (doors === 1) s += handle(300, 160, 36);
  return s;
}

/** Chest of drawers; wide dressers have two columns and a mirror-free top with a vase. */
export function dresser(a: Tone, wide: boolean) {
  let s = '';
  const w = wide ? 260 : 170;
  const x = 200 - w / 2 - 14;
  const rows = wide ? 3 : 5;
  const top = wide ? 170 : 100;
  s += feet(x + 6, x + w - 6, 304, a.deep);
  s += box(x, top, w, 304 - top, 32, boxColors(a));
  const rh = (304 - top - 16) / rows;
  for (let r = 0; r < rows; r++) {
    const y = top + 8 + r * rh;
    if (wide) {
      s +=
        rect(x + 8, y, w / 2 - 12, rh - 6, a.light, 3) +
        rect(x + w / 2 + 4, y, w / 2 - 12, rh - 6, a.light, 3);
      s += knob(x + w / 4, y + rh / 2 - 3) + knob(x + (3 * w) / 4, y + rh / 2 - 3);
    } else {
      s +=
        rect(x + 8, y, w - 16, rh - 6, a.light, 3) +
        knob(x + w / 2 - 30, y + rh / 2 - 3) +
        knob(x + w / 2 + 30, y + rh / 2 - 3);
    }
  }
  if (wide)
    s +=
      path(`M${x + 40} ${top - 6} q-8 -30 6 -44 h12 q14 14 6 44z`, '#5fb0a7') +
      circle(x + w - 50, top - 22, 16, '#f7f3ea') +
      rect(x + w - 70, top - 8, 40, 6, '#d4a537', 2);
  return s;
}

export function nightstand(a: Tone) {
  let s = feet(128, 262, 300, a.deep);
  s += box(122, 188, 146, 114, 30, boxColors(a));
  s += rect(130, 196, 130, 44, a.light, 3) + knob(195, 218);
  s +=
    rect(130, 246, 130, 48, a.deep, 3, 'opacity="0.6"') +
    rect(140, 272, 40, 22, '#5b8fd6', 2) +
    rect(182, 276, 36, 18, '#f0ad4e', 2);
  s += rect(170, 140, 10, 42, METAL.dark) + ellipse(175, 182, 20, 5, METAL.dark);
  s +=
    poly([140, 146, 210, 146, 196, 100, 154, 100], '#f3e3b5') +
    poly([196, 100, 210, 146, 200, 146, 190, 100], '#e2c98e');
  s += rect(222, 168, 30, 20, '#2c2f36', 4) + rect(226, 172, 22, 10, '#7fd6a2', 2);
  return s;
}

export function tvStand(a: Tone) {
  let s = feet(60, 340, 306, a.deep);
  s += box(50, 236, 290, 72, 36, boxColors(a));
  s +=
    rect(58, 244, 84, 56, a.light, 3) +
    rect(248, 244, 84, 56, a.light, 3) +
    rect(150, 244, 90, 56, a.deep, 3);
  s += rect(160, 276, 70, 16, '#2c2f36', 3) + circle(218, 284, 3, '#7fd6a2');
  s += handle(136, 258, 22) + handle(254, 258, 22);
  s += rect(186, 208, 18, 18, '#2c2f36') + rect(160, 222, 70, 6, '#2c2f36', 3);
  s += rect(72, 82, 246, 130, '#23252d', 8) + rect(80, 90, 230, 114, '#3b6c9e');
  s += poly([80, 204, 200, 90, 310, 90, 310, 120, 130, 204], '#5f92c4', 'opacity="0.8"');
  return s;
}

export function toyOrganizer(a: Tone) {
  let s = box(92, 92, 216, 234, 28, boxColors(a));
  const bins = [
    '#e35d4f',
    '#f2b33d',
    '#5fb0a7',
    '#3f6fb5',
    '#7db552',
    '#e48fb0',
    '#f2b33d',
    '#8a5a9e',
    '#e98b5b',
  ];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      const x = 102 + c * 68;
      const y = 102 + r * 74;
      const col = bins[r * 3 + c] ?? '#e35d4f';
      s += rect(x, y, 60, 66, a.deep, 2);
      s += poly([x + 2, y + 26, x + 58, y + 20, x + 58, y + 64, x + 2, y + 64], col);
      s += rect(x + 20, y + 34, 20, 6, shade(col, -0.3), 3);
    }
  s +=
    circle(140, 118, 12, '#f2b33d') +
    rect(216, 100, 16, 20, '#3f6fb5', 2) +
    circle(290, 76, 14, '#e35d4f') +
    circle(286, 72, 4, '#ffffff', 'opacity="0.6"');
  return s;
}

/** A lidded outdoor storage box with plank sides. */
export function deckBox(a: Tone) {
  let s = box(70, 176, 250, 150, 56, boxColors(a));
  for (const y of [206, 236, 266, 296]) s += line(72, y, 318, y, a.dark, 3);
  s += poly([64, 176, 120, 142, 332, 142, 326, 176], a.light) + rect(62, 170, 264, 14, a.dark, 3);
  s += rect(170, 186, 50, 10, METAL.dark, 4);
  s +=
    path('M330 330 q10 -30 30 -40 q-4 24 -10 40z', '#6cab5a') +
    path('M58 330 q-6 -26 -24 -34 q4 22 8 34z', '#6cab5a');
  return s;
}

export function displayShelf(a: Tone) {
  let s = box(110, 50, 180, 276, 32, boxColors(a));
  s += rect(122, 62, 156, 252, '#d9ecf3');
  const items = [
    () => ellipse(160, 118, 18, 24, '#5fb0a7') + rect(154, 88, 12, 8, '#5fb0a7'),
    () => circle(234, 116, 22, '#f7f3ea') + circle(234, 116, 14, '#e98b5b'),
    () => rect(140, 174, 40, 46, '#d9534f', 4),
    () => path('M216 220 q-4 -44 20 -54 q24 10 20 54z', '#d4a537'),
    () => rect(146, 262, 26, 36, '#8a5a9e', 4) + rect(180, 270, 26, 28, '#3f6fb5', 4),
    () => ellipse(240, 284, 26, 14, '#7db552'),
  ];
  for (const y of [142, 222, 302]) s += rect(122, y, 156, 6, a.light);
  for (const draw of items) s += draw();
  s += poly([130, 110, 170, 62, 190, 62, 130, 140], '#ffffff', 'opacity="0.35"');
  s += rect(194, 62, 6, 252, a.base);
  return s;
}

export function hallTree(a: Tone) {
  let s = '';
  s += rect(110, 40, 16, 286, a.dark) + rect(274, 40, 16, 286, a.dark);
  s += rect(104, 36, 192, 18, a.base, 4) + rect(126, 54, 148, 150, a.light);
  for (const x of [150, 200, 250])
    s += path(
      `M${x} 76 v14 q0 10 10 10`,
      'none',
      `stroke="${METAL.dark}" stroke-width="5" stroke-linecap="round"`,
    );
  s +=
    path('M150 90 q-26 10 -22 90 h44 q4 -80 -22 -90z', '#3f6fb5') +
    path('M150 90 l-8 30 l8 -6 l8 6z', '#2f558f');
  s += path('M250 94 q-20 10 -16 70 h32 q4 -60 -16 -70z', '#e98b5b');
  s += ellipse(200, 108, 24, 8, '#6e4528') + path('M186 106 q14 -26 28 0z', '#6e4528');
  s += box(104, 214, 192, 18, 20, boxColors(a));
  s += rect(110, 232, 180, 94, a.deep);
  s += rect(118, 246, 76, 70, '#d9c8a9', 6) + rect(206, 246, 76, 70, '#d9c8a9', 6);
  for (const x of [118, 206])
    for (const y of [258, 274, 290, 304]) s += line(x + 4, y, x + 72, y, '#bba57e', 2);
  return s;
}

export function roomDivider(a: Tone) {
  let s = '';
  const xs = [60, 130, 200, 270, 340];
  for (let i = 0; i < 4; i++) {
    const x0 = xs[i] ?? 0;
    const x1 = xs[i + 1] ?? 0;
    const up = i % 2 === 0 ? 0 : 14;
    const dn = i % 2 === 0 ? 14 : 0;
    const face = i % 2 === 0 ? a.base : a.dark;
    s += poly([x0, 60 + up, x1, 60 + dn, x1, 314 + dn, x0, 314 + up], face);
    s += poly(
      [x0 + 10, 76 + up, x1 - 10, 76 + dn, x1 - 10, 298 + dn, x0 + 10, 298 + up],
      i % 2 === 0 ? '#f4ead7' : '#e2d3b6',
    );
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      const yl = 76 + up + 222 * t;
      const yr = 76 + dn + 222 * t;
      s += line(x0 + 10, yl, x1 - 10, yr, face, 3);
    }
    s += line((x0 + x1) / 2 + 0, 76 + (up + dn) / 2, (x0 + x1) / 2, 298 + (up + dn) / 2, face, 3);
  }
  for (const x of xs) s += rect(x - 3, 300, 6, 28, a.deep, 2);
  return s;
}

export function barCart(a: Tone) {
  let s = '';
  const frame = `stroke="${a.dark}" stroke-width="8" stroke-linecap="round"`;
  s += path('M96 316 V150 M300 316 V150 M300 150 q30 0 30 -30', 'none', frame);
  s += rect(92, 280, 212, 10, a.base, 3) + rect(92, 196, 212, 10, a.base, 3);
  s +=
    circle(96, 318, 10, '#2c2f36') +
    circle(300, 318, 10, '#2c2f36') +
    circle(96, 318, 4, METAL.base) +
    circle(300, 318, 4, METAL.base);
  s +=
    rect(120, 132, 22, 64, '#3c7a4e', 6) +
    rect(126, 116, 10, 20, '#3c7a4e', 2) +
    rect(122, 158, 18, 18, '#f7f3ea');
  s += rect(154, 144, 24, 52, '#8c2f39', 6) + rect(160, 128, 12, 18, '#8c2f39', 2);
  s += path('M196 160 h26 l-4 24 h-18z', '#d9ecf3') + rect(207, 184, 4, 12, '#d9ecf3');
  s += path('M236 160 h26 l-4 24 h-18z', '#d9ecf3') + rect(247, 184, 4, 12, '#d9ecf3');
  s += rect(126, 238, 50, 42, '#f2b33d', 8) + ellipse(151, 238, 25, 6, '#e0a12a');
  s +=
    ellipse(232, 272, 40, 8, PAPER) +
    circle(222, 264, 8, '#e35d4f') +
    circle(238, 262, 8, '#f2b33d');
  return s;
}
