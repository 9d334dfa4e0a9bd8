// The landing page's gallery (docs/spec/account-and-company-site.md section 2): six 4:3 scenes,
// one for each line of work it names, drawn from the catalogue's drawings on outdoor and office
// stages. Unlike the banners no text lies over them, so the detail fills the whole picture.
import { shade } from './color.ts';
import { circle, ellipse, line, path, poly, rect } from './shapes.ts';
import { acacia, hills, place, sky, sun, type Stage } from './stage.ts';

export const GALLERY_KEYS = [
  'petroleum',
  'food',
  'office',
  'construction',
  'relief',
  'logistics',
] as const;
export type GalleryKey = (typeof GALLERY_KEYS)[number];

const STAGE: Stage = { w: 1200, h: 900 };

function ground(y: number, color: string) {
  return rect(0, y, STAGE.w, STAGE.h - y, color) + rect(0, y, STAGE.w, 8, shade(color, -0.15));
}

function road(y: number, h: number) {
  let s = rect(0, y, STAGE.w, h, '#3b3a3f') + rect(0, y, STAGE.w, 5, '#55545a');
  for (let x = 20; x < STAGE.w; x += 140) s += rect(x, y + h / 2 - 3, 70, 6, '#f4d35e', 3);
  return s;
}

/** An upright storage tank of a fuel depot, with its bands, ladder and domed roof. */
function storageTank(x: number, base: number, w: number, h: number) {
  const body = '#ece8df';
  let s = rect(x, base - h, w, h, body);
  s += rect(x + w * 0.62, base - h, w * 0.38, h, shade(body, -0.12));
  for (let k = 1; k < 4; k++) s += rect(x, base - (h * k) / 4, w, 3, shade(body, -0.22));
  s += ellipse(x + w / 2, base - h, w / 2, w * 0.1, shade(body, 0.3));
  s += rect(x + 16, base - h * 0.55, w * 0.34, 30, '#c0392b', 4);
  const lx = x + w * 0.8;
  s +=
    line(lx, base, lx, base - h - 8, '#6b7480', 3) +
    line(lx + 14, base, lx + 14, base - h - 8, '#6b7480', 3);
  for (let y = base - 12; y > base - h; y -= 16) s += line(lx, y, lx + 14, y, '#6b7480', 2);
  return s;
}

/** A shipping container seen from the side: corrugated, with its corner posts. */
function container(x: number, y: number, w: number, h: number, color: string) {
  let s = rect(x, y, w, h, color, 3);
  for (let cx = x + 12; cx < x + w - 8; cx += 14)
    s += rect(cx, y + 8, 6, h - 16, shade(color, -0.18));
  s += rect(x, y, 8, h, shade(color, -0.35)) + rect(x + w - 8, y, 8, h, shade(color, -0.35));
  s += rect(x, y, w, 6, shade(color, 0.2));
  return s;
}

function cone(x: number, base: number) {
  return (
    poly([x - 16, base, x, base - 46, x + 16, base], '#e67e22') +
    poly([x - 10, base - 16, x - 6, base - 28, x + 6, base - 28, x + 10, base - 16], '#ffffff') +
    rect(x - 22, base - 4, 44, 8, '#c0561d', 2)
  );
}

function petroleum() {
  let s = sky(STAGE, 'g-petroleum', ['#203c5c', '#d9775a', '#f6c375']);
  s += sun(300, 430, 64, '#fbe3a0', '#fff1c9');
  s += hills(STAGE, 520, '#b0626a', 0, 0.55) + hills(STAGE, 560, '#7c3a57', 2, 0.6);
  s += storageTank(600, 610, 230, 200) + storageTank(870, 610, 190, 150);
  s += rect(560, 540, 640, 8, '#5d6873') + rect(560, 574, 640, 6, '#5d6873');
  for (const x of [580, 860, 1120]) s += rect(x, 540, 8, 70, '#4a535c');
  s += ground(600, '#6b4a3a');
  // the forecourt: two pumps under a canopy, the road in front, a tanker on its way out
  s += rect(700, 420, 330, 26, '#2c2f36', 4) + rect(700, 420, 330, 8, '#e67e22', 3);
  s += rect(712, 446, 10, 214, '#4a535c') + rect(1008, 446, 10, 214, '#4a535c');
  s +=
    place('fuel-pump', '#e67e22', 790, 660, 0.74) + place('fuel-pump', '#2f8f6b', 940, 660, 0.74);
  s += road(680, 100);
  s += place('tanker', '#c0392b', 330, 760, 1.3);
  s +=
    place('fuel-can', '#2e8b57', 700, 875, 0.42) + place('gas-cylinder', '#3f6fb5', 860, 880, 0.42);
  s += place('drum', '#2f6db5', 1060, 885, 0.6);
  return s;
}

function food() {
  let s = sky(STAGE, 'g-food', ['#fbead0', '#f7d3a1', '#eeb27c']);
  s += hills(STAGE, 470, '#c99a6c', 1, 0.5) + acacia(1080, 470, 1.2, '#a67a52');
  // a market stall: striped awning on four posts over a wooden counter
  const stripes = ['#c0392b', '#f8f1e4'];
  for (let i = 0; i < 12; i++)
    s += poly(
      [80 + i * 86, 150, 166 + i * 86, 150, 166 + i * 86, 250, 80 + i * 86, 250],
      stripes[i % 2] ?? '#fff',
    );
  for (let i = 0; i < 12; i++)
    s += path(`M${80 + i * 86} 250 q43 40 86 0z`, stripes[i % 2] ?? '#fff');
  s += rect(70, 136, 1052, 18, '#8e2c21', 6);
  for (const x of [96, 1092]) s += rect(x, 250, 14, 360, '#7a5233');
  s +=
    rect(60, 500, 1080, 30, '#a3703f') +
    rect(60, 530, 1080, 80, '#8a5a33') +
    rect(60, 500, 1080, 6, '#c08c57');
  s += place('veg-crate', '#e74c3c', 250, 504, 0.62);
  s += place('fruit-bowl', '#2e8b57', 500, 504, 0.6);
  s += place('greens-crate', '#3f8f4a', 740, 504, 0.6);
  s += place('eggs', '#d9a066', 960, 504, 0.5);
  s += ground(600, '#b77b4a');
  s += place('grain-sack', '#e9d8a6', 190, 870, 0.9);
  s += place('white-sack', '#d64541', 420, 880, 0.78);
  s += place('oil-bottles', '#c0392b', 650, 880, 0.7);
  s += place('drink-crate', '#2f6db5', 880, 880, 0.66);
  s += place('water-pack', '#3f8fd6', 1080, 880, 0.6);
  return s;
}

function office() {
  let s = sky(STAGE, 'g-office', ['#f1f4f7', '#dde5ee']);
  // a wide window onto the town, with a blind half down
  s += rect(330, 90, 560, 360, '#c9d6e2', 10) + rect(346, 106, 528, 328, '#9cc7e6', 4);
  s += hills({ w: 1200, h: 434 }, 360, '#b9d4e9', 1, 0.9);
  for (const [x, w, h] of [
    [380, 60, 120],
    [450, 80, 180],
    [560, 50, 90],
    [640, 90, 210],
    [760, 70, 140],
  ] as const)
    s += rect(x, 434 - h, w, h, '#7e9bb6');
  s += rect(346, 106, 528, 110, '#eef1f4') + rect(346, 210, 528, 8, '#c3ccd6');
  s += rect(608, 106, 4, 328, '#c9d6e2') + rect(330, 440, 560, 16, '#b8c4d0', 4);
  s += rect(0, 640, STAGE.w, 260, '#b08560');
  for (let x = -40; x < STAGE.w; x += 160) s += line(x, 640, x - 60, 900, '#9c7352', 3);
  s += rect(0, 632, STAGE.w, 10, '#e2d8cc');
  s += place('bookshelf', '#8a5a3c', 150, 690, 1.1);
  s += place('filing-cabinet', '#7f8c8d', 1060, 700, 0.95);
  s += place('office-desk', '#6d4c41', 560, 770, 1.3);
  s += place('office-chair', '#2f3d4e', 760, 850, 0.9);
  s += place('printer', '#e74c3c', 1040, 880, 0.55);
  s += place('paper-reams', '#2f6db5', 300, 880, 0.5);
  return s;
}

function construction() {
  let s = sky(STAGE, 'g-construction', ['#cfe6f5', '#e8d9c0', '#e2b98a']);
  s += circle(1040, 130, 54, '#fff6d5', 'opacity="0.85"');
  s += hills(STAGE, 560, '#b9a27d', 2, 0.5);
  // a concrete frame going up, brick infill on the lower floors, and its tower crane
  for (let f = 0; f < 5; f++) s += rect(540, 600 - f * 90, 420, 12, '#b8b2a7');
  for (const x of [540, 680, 820, 948]) s += rect(x, 240, 12, 372, '#a49d92');
  for (const [x, y] of [
    [552, 520],
    [692, 520],
    [552, 430],
  ] as const)
    s += rect(x, y, 128, 68, '#c0563a');
  s += path('M900 620 V70 M934 620 V70', 'none', 'stroke="#f2b33d" stroke-width="10"');
  for (let y = 90; y < 620; y += 40)
    s += path(
      `M900 ${y} L934 ${y + 40} M934 ${y} L900 ${y + 40}`,
      'none',
      'stroke="#f2b33d" stroke-width="4"',
    );
  s += rect(420, 70, 640, 16, '#f2b33d') + rect(990, 60, 70, 40, '#2c2f36');
  s += line(520, 86, 520, 250, '#2c2f36', 3) + rect(496, 250, 48, 28, '#3f6fb5', 3);
  s += ground(600, '#d2b98e');
  s += place('sand-pile', '#e0b872', 230, 720, 1.05);
  s += place('bricks', '#c0563a', 190, 880, 0.85);
  s += place('cement-bags', '#2e8b57', 480, 880, 0.85);
  s += place('steel-bars', '#6b7480', 760, 870, 0.8);
  s += place('blocks', '#9da3a8', 1030, 880, 0.75);
  return s;
}

function relief() {
  let s = sky(STAGE, 'g-relief', ['#e4f1ee', '#bfe0d8', '#9acdbf']);
  s += circle(220, 150, 60, '#ffffff', 'opacity="0.5"');
  s += hills(STAGE, 500, '#93bfa8', 0, 0.6) + acacia(1120, 520, 1.1, '#5d7f62');
  s += ground(560, '#c9a57a');
  s += place('tent', '#4c8c6a', 180, 600, 0.75) + place('tent', '#5f9bb8', 440, 590, 0.62);
  s += place('tent', '#4c8c6a', 680, 600, 0.72);
  s += place('water-tank', '#2f6db5', 1000, 640, 0.95);
  // the distribution point: a table under a white canopy
  s += rect(96, 690, 10, 190, '#8b6b3d') + rect(574, 690, 10, 190, '#8b6b3d');
  s += poly([120, 630, 560, 630, 600, 690, 80, 690], '#ffffff') + rect(80, 690, 520, 14, '#dfe4e2');
  s += line(340, 600, 340, 630, '#8b6b3d', 6) + rect(316, 584, 48, 22, '#3f6fb5', 3);
  s += place('blankets', '#3f6fb5', 200, 880, 0.7);
  s += place('med-kit', '#2e8b57', 450, 880, 0.62);
  s += place('water-jerrycan', '#f2b33d', 680, 880, 0.55);
  s += place('grain-sack', '#e9d8a6', 880, 880, 0.6);
  s += place('water-bucket', '#3f8fd6', 1080, 880, 0.5);
  return s;
}

function logistics() {
  let s = sky(STAGE, 'g-logistics', ['#8fc2e6', '#cfe6f2', '#f4ecd8']);
  s += circle(1040, 120, 56, '#fff6d5', 'opacity="0.85"');
  s += hills(STAGE, 540, '#a7c7a0', 1, 0.6);
  // the yard: containers two high
  const colours = ['#2f6db5', '#c0563a', '#2e8b57', '#f2b33d', '#7d5ba6'];
  for (let i = 0; i < 4; i++) s += container(620 + i * 146, 480, 140, 120, colours[i] ?? '#888');
  for (let i = 0; i < 3; i++)
    s += container(693 + i * 146, 360, 140, 120, colours[(i + 3) % colours.length] ?? '#888');
  s += ground(600, '#cdb48a');
  s += place('gravel-pile', '#8e9aa3', 120, 660, 0.7);
  s += road(740, 120);
  s += place('excavator', '#f2b33d', 310, 720, 1.2);
  s += place('lorry', '#2f6db5', 820, 840, 1.15);
  s += cone(520, 880) + cone(600, 880) + cone(1140, 880);
  return s;
}

const SCENES: Record<GalleryKey, () => string> = {
  petroleum,
  food,
  office,
  construction,
  relief,
  logistics,
};

/** One gallery picture as SVG, `width` wide and three quarters of that high. */
export function gallerySvg(key: GalleryKey, width: number): string {
  const height = Math.round((width * 3) / 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${STAGE.w} ${STAGE.h}">${SCENES[key]()}</svg>`;
}
