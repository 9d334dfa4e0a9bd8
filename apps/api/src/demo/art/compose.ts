// Puts a drawing on its background. The product's main view is the object on a soft gradient;
// the second view is the same object mirrored and closer, standing in a simple room, so the
// gallery reads as two photographs of one item rather than one picture twice.
import { mix, shade } from './color.ts';
import { drawArt } from './drawings.ts';
import { GROUND, circle, ellipse, group, mirrored, rect } from './shapes.ts';
import type { ArtSpec } from './types.ts';

let gradientId = 0;

function svgOpen(viewW: number, viewH: number, outW: number, outH: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${viewW} ${viewH}">`;
}

function linear(id: string, stops: string[], vertical = false) {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops
    .map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

function shadow(cx: number, y: number, rx: number) {
  return ellipse(cx, y, rx, rx * 0.09, '#1d1a24', 'opacity="0.16"');
}

function studioBackground(spec: ArtSpec) {
  const id = `bg${++gradientId}`;
  const [c0, c1] = spec.palette;
  return (
    `<defs>${linear(id, [shade(c0, 0.25), c1])}</defs>` +
    rect(0, 0, 400, 400, `url(#${id})`) +
    circle(206, 196, 150, '#ffffff', 'opacity="0.22"') +
    circle(340, 70, 46, '#ffffff', 'opacity="0.12"') +
    circle(58, 350, 30, '#ffffff', 'opacity="0.1"')
  );
}

function roomBackground(spec: ArtSpec) {
  const id = `wall${++gradientId}`;
  const [c0, c1] = spec.palette;
  const wall = mix(c0, '#ffffff', 0.45);
  const floor = shade(c1, -0.08);
  return (
    `<defs>${linear(id, [wall, mix(c0, c1, 0.4)], true)}</defs>` +
    rect(0, 0, 400, 400, `url(#${id})`) +
    rect(250, 40, 110, 170, '#ffffff', 55, 'opacity="0.35"') +
    rect(262, 52, 86, 146, shade(c0, 0.7), 43, 'opacity="0.7"') +
    rect(0, 318, 400, 82, floor) +
    rect(0, 318, 400, 6, shade(c1, -0.2), 0, 'opacity="0.5"')
  );
}

export function productSvg(spec: ArtSpec, width: number, view: 'a' | 'b'): string {
  const art = drawArt(spec);
  const body =
    view === 'a'
      ? studioBackground(spec) +
        shadow(200, GROUND + 2, 150) +
        group(art, 'translate(18 20) scale(0.91)')
      : roomBackground(spec) +
        shadow(200, 350, 168) +
        // anchored on the floor line so the closer view still stands on the floor
        group(mirrored(art), `translate(200 350) scale(1.04) translate(-200 -${GROUND})`);
  return `${svgOpen(400, 400, width, width)}${body}</svg>`;
}

/** A blog picture: the main object with a few companions, on a wide 3:2 stage. */
export function blogSvg(spec: ArtSpec, width: number): string {
  const height = Math.round((width * 2) / 3);
  const id = `blog${++gradientId}`;
  const [c0, c1] = spec.palette;
  const floorY = 520;
  const place = (kind: ArtSpec['kind'], cx: number, scale: number, accent: string) =>
    group(
      drawArt({ ...spec, kind, accent }),
      `translate(${cx} ${floorY}) scale(${scale}) translate(-200 -${GROUND})`,
    );
  const props = spec.props ?? [];
  let body =
    `<defs>${linear(id, [shade(c0, 0.3), c1], true)}</defs>` +
    rect(0, 0, 900, 600, `url(#${id})`) +
    circle(700, 150, 90, '#ffffff', 'opacity="0.25"') +
    rect(0, floorY - 6, 900, 90, shade(c1, -0.12)) +
    rect(0, floorY - 6, 900, 5, shade(c1, -0.25), 0, 'opacity="0.5"');
  body += shadow(450, floorY, 200);
  const left = props[0];
  const right = props[1];
  if (left) body += shadow(180, floorY, 110) + place(left.kind, 180, 0.78, left.accent);
  if (right) body += shadow(720, floorY, 110) + place(right.kind, 720, 0.78, right.accent);
  body += place(spec.kind, 450, 1.1, spec.accent);
  return `${svgOpen(900, 600, width, height)}${body}</svg>`;
}
