// Wide site banners (16:7). Text is overlaid on the left, so the left half stays calm: sky and
// soft shapes only, with the detail gathered on the right.
import { mix, shade } from './color.ts';
import { drawArt, type ArtKind } from './drawings.ts';
import { circle, group, path, poly, rect } from './shapes.ts';
import { acacia, hills as stageHills, place, sky as stageSky, type Stage } from './stage.ts';

export const SLIDE_KEYS = [
  'petroleum',
  'food',
  'office',
  'building',
  'relief',
  'stationery',
  'construction',
] as const;
export type SlideKey = (typeof SLIDE_KEYS)[number];
export type SceneKey = 'hero' | 'hero-2' | `slide-${SlideKey}`;

const W = 1600;
const H = 700;
const STAGE: Stage = { w: W, h: H };
const sky = (id: string, stops: string[]) => stageSky(STAGE, id, stops);
const hills = (y: number, color: string, seed: number, opacity = 1) =>
  stageHills(STAGE, y, color, seed, opacity);

function skyline(base: number, color: string) {
  let s = '';
  const blocks: [number, number, number][] = [
    [860, 70, 90],
    [940, 50, 130],
    [1000, 90, 70],
    [1100, 60, 160],
    [1170, 80, 100],
    [1260, 40, 120],
    [1310, 90, 80],
    [1410, 60, 140],
    [1480, 100, 90],
  ];
  for (const [x, w, h] of blocks) s += rect(x, base - h, w, h, color);
  // a minaret and dome and a water tower: landmarks of a Juba-like skyline
  s +=
    rect(1228, base - 230, 14, 230, color) +
    poly([1222, base - 230, 1235, base - 262, 1248, base - 230], color) +
    path(`M1170 ${base - 100} q30 -56 60 0z`, color);
  s +=
    rect(1380, base - 190, 6, 190, color) +
    rect(1420, base - 190, 6, 190, color) +
    rect(1366, base - 226, 74, 40, color, 8);
  return s;
}

function lorry(x: number, y: number, body: string, cargo: string) {
  return (
    rect(x, y - 92, 190, 82, cargo, 4) +
    rect(x + 8, y - 84, 174, 8, '#ffffff', 0, 'opacity="0.25"') +
    path(`M${x + 196} ${y - 10} V${y - 76} q0 -12 12 -12 h30 q12 0 18 12 l14 34 v32z`, body) +
    path(`M${x + 210} ${y - 76} h26 l12 30 h-38z`, '#a9d6ef') +
    rect(x - 6, y - 14, 280, 12, '#2c2f36', 3) +
    [x + 40, x + 90, x + 236]
      .map((cx) => circle(cx, y, 20, '#23252d') + circle(cx, y, 8, '#9aa6b2'))
      .join('')
  );
}

function hero() {
  let s = sky('sunset', ['#46306b', '#a8496f', '#ec7b58', '#f8c26a']);
  s +=
    circle(1180, 470, 200, '#fbe3a0', 'opacity="0.25"') +
    circle(1180, 470, 130, '#fde9b0', 'opacity="0.5"') +
    circle(1180, 470, 90, '#fff1c9');
  s += hills(520, '#b65a5f', 0, 0.55) + hills(560, '#7c3a57', 1, 0.7);
  s += skyline(575, '#5a2a4b');
  s += acacia(180, 590, 1.3, '#4a2340') + acacia(720, 590, 1, '#4a2340');
  s += rect(0, 575, W, 125, '#5e2c45');
  s +=
    rect(0, 628, W, 44, '#3b1f33') +
    [...Array(16).keys()]
      .map((i) => rect(i * 110, 648, 56, 5, '#f8c26a', 2, 'opacity="0.5"'))
      .join('');
  // the warehouse on the right: the company's store
  s +=
    poly([1180, 590, 1180, 430, 1380, 370, 1580, 430, 1580, 590], '#8e3f50') +
    poly([1160, 436, 1380, 360, 1600, 436, 1600, 450, 1380, 376, 1160, 450], '#5a2a4b');
  s +=
    rect(1300, 470, 160, 120, '#3b1f33') +
    [...Array(7).keys()].map((i) => rect(1300, 480 + i * 16, 160, 4, '#5a2a4b')).join('');
  s +=
    rect(1210, 470, 50, 36, '#f8c26a', 0, 'opacity="0.8"') +
    rect(1500, 470, 50, 36, '#f8c26a', 0, 'opacity="0.8"');
  s += place('drum', '#2f6db5', 1240, 592, 0.42) + place('grain-sack', '#d8b27a', 1540, 592, 0.36);
  s +=
    lorry(640, 664, '#f2f0ea', '#c0563a') +
    group(drawArt({ kind: 'tanker', accent: '#2f8f6b' }), 'translate(940 386) scale(0.9)');
  return s;
}

function hero2() {
  let s = sky('day', ['#7fb8e6', '#bfe0f2', '#f4ecd8']);
  s += circle(1450, 120, 60, '#fff6d5', 'opacity="0.8"');
  s += hills(520, '#a7c7a0', 2, 0.6);
  // office tower on the far right
  s +=
    rect(1380, 150, 180, 420, '#5d7f9e') +
    [...Array(9).keys()]
      .map((r) =>
        [0, 1, 2].map((c) => rect(1396 + c * 56, 170 + r * 44, 44, 30, '#a9d6ef', 2)).join(''),
      )
      .join('');
  // building under construction: concrete frame, some brick infill, a tower crane
  for (let f = 0; f < 5; f++) s += rect(980, 540 - f * 80, 340, 12, '#b8b2a7');
  for (const x of [980, 1090, 1200, 1308]) s += rect(x, 220, 12, 330, '#a49d92');
  s +=
    rect(992, 472, 98, 68, '#c0563a') +
    rect(1102, 472, 98, 68, '#c0563a') +
    rect(992, 392, 98, 68, '#c0563a');
  s += path('M1260 560 V60 M1290 560 V60', 'none', 'stroke="#f2b33d" stroke-width="10"');
  for (let y = 80; y < 560; y += 40)
    s += path(
      `M1260 ${y} L1290 ${y + 40} M1290 ${y} L1260 ${y + 40}`,
      'none',
      'stroke="#f2b33d" stroke-width="4"',
    );
  s +=
    rect(880, 60, 560, 16, '#f2b33d') +
    rect(1380, 52, 60, 36, '#2c2f36') +
    path('M1000 76 V220', 'none', 'stroke="#2c2f36" stroke-width="3"') +
    rect(980, 220, 40, 24, '#3f6fb5');
  s += rect(0, 560, W, 140, '#d9c39a') + rect(0, 560, W, 8, '#c2a77a');
  s +=
    place('bricks', '#c0563a', 760, 650, 0.7) +
    place('cement-bags', '#2f6db5', 1000, 660, 0.7) +
    place('blocks', '#9da3a8', 1260, 655, 0.66) +
    place('sand-pile', '#e0b872', 1500, 660, 0.6);
  return s;
}

type Item = [kind: ArtKind, accent: string, x: number, scale: number];

// Two rows per slide: the back row stands higher and smaller, the front row overlaps it.
const SLIDES: Record<
  SlideKey,
  { sky: [string, string, string]; ground: string; back: Item[]; front: Item[] }
> = {
  petroleum: {
    sky: ['#1f3b5a', '#e07a4f', '#f7c873'],
    ground: '#6b4a3a',
    back: [
      ['tanker', '#c0392b', 1000, 1.1],
      ['fuel-pump', '#e67e22', 1380, 1.15],
    ],
    front: [
      ['fuel-can', '#2e8b57', 860, 0.7],
      ['drum', '#2f6db5', 1220, 0.85],
      ['gas-cylinder', '#3f6fb5', 1460, 0.7],
    ],
  },
  food: {
    sky: ['#fbe7c6', '#f7d3a1', '#f3b978'],
    ground: '#b77b4a',
    back: [
      ['grain-sack', '#e9d8a6', 980, 1.05],
      ['drink-crate', '#c0392b', 1400, 0.95],
    ],
    front: [
      ['veg-crate', '#e74c3c', 860, 0.8],
      ['fruit-bowl', '#2e8b57', 1190, 0.85],
      ['oil-bottles', '#c0392b', 1450, 0.75],
    ],
  },
  office: {
    sky: ['#e6eef7', '#c9dbee', '#a9c4e2'],
    ground: '#7d8ea3',
    back: [
      ['bookshelf', '#8a5a3c', 920, 1.05],
      ['filing-cabinet', '#7f8c8d', 1500, 0.95],
    ],
    front: [
      ['office-desk', '#6d4c41', 1180, 1.15],
      ['office-chair', '#2f3d4e', 1400, 0.85],
    ],
  },
  building: {
    sky: ['#cfe6f5', '#e8d9c0', '#e2b98a'],
    ground: '#a0765a',
    back: [
      ['roofing-sheets', '#2f6db5', 960, 1.05],
      ['bricks', '#c0563a', 1300, 1.05],
    ],
    front: [
      ['steel-bars', '#6b7480', 820, 0.8],
      ['cement-bags', '#2e8b57', 1130, 0.85],
      ['paint-tin', '#e67e22', 1450, 0.75],
    ],
  },
  relief: {
    sky: ['#e4f1ee', '#bfe0d8', '#8fc7b9'],
    ground: '#b08a63',
    back: [
      ['tent', '#4c8c6a', 1040, 1.3],
      ['water-tank', '#2f6db5', 1440, 0.95],
    ],
    front: [
      ['water-jerrycan', '#f2b33d', 860, 0.7],
      ['blankets', '#3f6fb5', 1220, 0.75],
      ['med-kit', '#2e8b57', 1460, 0.6],
    ],
  },
  stationery: {
    sky: ['#f5eefa', '#e3d3f0', '#c9b3e3'],
    ground: '#8d7aa6',
    back: [
      ['printer', '#e74c3c', 1040, 1.05],
      ['box-files', '#2e8b57', 1420, 0.95],
    ],
    front: [
      ['paper-reams', '#2f6db5', 860, 0.8],
      ['binders', '#f2b33d', 1230, 0.8],
      ['writing-desk', '#8a5a3c', 1450, 0.7],
    ],
  },
  construction: {
    sky: ['#d7e6f2', '#ead8b8', '#e0b57e'],
    ground: '#b28a5e',
    back: [
      ['sand-pile', '#e0b872', 980, 1.15],
      ['gravel-pile', '#8e9aa3', 1380, 1.05],
    ],
    front: [
      ['blocks', '#9da3a8', 840, 0.8],
      ['pipes', '#ecf0f1', 1180, 0.8],
      ['tiles', '#c77d4a', 1450, 0.75],
    ],
  },
};

function slide(key: SlideKey) {
  const def = SLIDES[key];
  let s = sky(`slide-${key}`, def.sky);
  s +=
    circle(1200, 260, 260, '#ffffff', 'opacity="0.16"') +
    circle(300, 120, 70, '#ffffff', 'opacity="0.12"');
  s += hills(540, mix(def.sky[2], def.ground, 0.45), key.length, 0.6);
  s += rect(0, 560, W, 140, def.ground) + rect(0, 560, W, 8, shade(def.ground, -0.15));
  for (const [kind, accent, x, scale] of def.back) s += place(kind, accent, x, 610, scale);
  for (const [kind, accent, x, scale] of def.front) s += place(kind, accent, x, 680, scale);
  return s;
}

export function sceneSvg(key: SceneKey, width: number): string {
  const height = Math.round((width * 7) / 16);
  const body =
    key === 'hero'
      ? hero()
      : key === 'hero-2'
        ? hero2()
        : slide(key.slice('slide-'.length) as SlideKey);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
