// Outdoor stages the wide pictures share (the 16:7 banners of scenes.ts and the 4:3 gallery
// scenes of gallery.ts): a sky, rolling hills, acacias, and catalogue drawings stood on the
// ground at any size. Each takes the stage's width and height, so one look serves both shapes.
import { drawArt, type ArtKind } from './drawings.ts';
import { GROUND, circle, ellipse, group, path, rect } from './shapes.ts';

export interface Stage {
  w: number;
  h: number;
}

/** A catalogue drawing (400-wide box) standing at (cx, groundY), with its soft shadow. */
export function place(kind: ArtKind, accent: string, cx: number, groundY: number, scale: number) {
  return (
    ellipse(cx, groundY + 2, 150 * scale, 12 * scale, '#1d1a24', 'opacity="0.16"') +
    group(
      drawArt({ kind, accent }),
      `translate(${cx} ${groundY}) scale(${scale}) translate(-200 -${GROUND})`,
    )
  );
}

/** A vertical gradient filling the stage, light or dark stops from top to bottom. */
export function sky(stage: Stage, id: string, stops: readonly string[]) {
  const s = stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${s}</linearGradient></defs>${rect(0, 0, stage.w, stage.h, `url(#${id})`)}`;
}

/** A band of hills whose tops rise about y; the seed shifts the crests so bands differ. */
export function hills(stage: Stage, y: number, color: string, seed: number, opacity = 1) {
  let d = `M0 ${y}`;
  for (let x = 0; x <= stage.w; x += 200)
    d += ` Q${x + 100} ${y - 30 - ((x / 200 + seed) % 3) * 18} ${x + 200} ${y}`;
  return path(`${d} V${stage.h} H0Z`, color, opacity < 1 ? `opacity="${opacity}"` : '');
}

/** The flat-topped acacia of the South Sudanese savannah, its trunk at (x, y). */
export function acacia(x: number, y: number, s: number, color: string) {
  return (
    path(
      `M${x} ${y} l${-4 * s} ${-60 * s} l${-26 * s} ${-20 * s} M${x - 4 * s} ${y - 60 * s} l${22 * s} ${-22 * s}`,
      'none',
      `stroke="${color}" stroke-width="${6 * s}" stroke-linecap="round"`,
    ) +
    ellipse(x - 4 * s, y - 86 * s, 70 * s, 16 * s, color) +
    ellipse(x - 30 * s, y - 80 * s, 34 * s, 10 * s, color)
  );
}

/** A glowing sun: three discs, the outer two translucent. */
export function sun(cx: number, cy: number, r: number, glow: string, core: string) {
  return (
    circle(cx, cy, r * 2.2, glow, 'opacity="0.25"') +
    circle(cx, cy, r * 1.45, glow, 'opacity="0.5"') +
    circle(cx, cy, r, core)
  );
}
