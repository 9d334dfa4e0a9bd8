// Tiny SVG builders. Drawings are strings of these, laid out in a 400 x 400 box whose floor
// line is y = 330, so the composer can place any drawing in any scene with one transform.
import type { Tone } from './color.ts';

export const GROUND = 330;

const n = (v: number) => Math.round(v * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function poly(points: number[], fill: string, extra = '') {
  const pts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    pts.push(`${n(points[i] ?? 0)},${n(points[i + 1] ?? 0)}`);
  return `<polygon points="${pts.join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = '') {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = '') {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 4,
  extra = '',
) {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}

export function group(content: string, transform: string) {
  return `<g transform="${transform}">${content}</g>`;
}

/** Mirrors a drawing about the centre of the 400-wide box. */
export function mirrored(content: string) {
  return group(content, 'translate(400 0) scale(-1 1)');
}

export interface BoxColors {
  front: string;
  top: string;
  side: string;
}

export function boxColors(t: Tone): BoxColors {
  return { front: t.base, top: t.light, side: t.dark };
}

/**
 * A cuboid in oblique projection: front face at (x, y, w, h), receding up and to the right by d.
 * Every cabinet, brick, box and ream is one of these, which keeps the perspective consistent.
 */
export function box(x: number, y: number, w: number, h: number, d: number, c: BoxColors) {
  const dx = d;
  const dy = d * 0.6;
  return (
    poly([x, y, x + dx, y - dy, x + w + dx, y - dy, x + w, y], c.top) +
    poly([x + w, y, x + w + dx, y - dy, x + w + dx, y + h - dy, x + w, y + h], c.side) +
    rect(x, y, w, h, c.front)
  );
}
