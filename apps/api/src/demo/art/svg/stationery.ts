// Office supplies: printers, binders and box files, paper.
import { METAL, PAPER, STEEL, shade, tone, type Tone } from '../color.ts';
import { box, boxColors, circle, line, poly, rect } from '../shapes.ts';

export function printer(a: Tone) {
  let s = '';
  const body = tone('#e6e8eb');
  s +=
    poly([130, 140, 150, 80, 260, 80, 280, 140], PAPER) +
    line(170, 100, 240, 100, '#c9ccd1', 2) +
    line(166, 112, 246, 112, '#c9ccd1', 2);
  s += box(70, 140, 250, 150, 50, boxColors(body));
  s +=
    rect(70, 140, 250, 30, a.base) +
    rect(230, 150, 70, 12, '#23252d', 3) +
    circle(212, 156, 5, '#7fd6a2');
  s +=
    rect(100, 196, 190, 18, body.dark, 4) +
    poly([110, 214, 280, 214, 300, 250, 90, 250], PAPER) +
    line(120, 230, 260, 230, '#9aa0a8', 2) +
    line(116, 240, 230, 240, '#9aa0a8', 2);
  s += rect(96, 262, 198, 24, body.dark, 4) + rect(176, 270, 40, 6, STEEL.base, 3);
  s += rect(70, 290, 250, 10, STEEL.dark, 2);
  return s;
}

export function binders(a: Tone) {
  let s = '';
  const colours = [a.base, shade(a.base, -0.25), shade(a.base, 0.25), a.base, shade(a.base, -0.4)];
  colours.forEach((c, i) => {
    const x = 70 + i * 50;
    const tilt = i === 4 ? 'transform="rotate(12 330 326)"' : '';
    s += `<g ${tilt}>${rect(x, 110, 46, 216, c, 4)}${rect(x + 8, 130, 30, 56, PAPER, 3)}${line(x + 13, 146, x + 33, 146, '#9aa0a8', 2)}${line(x + 13, 158, x + 28, 158, '#9aa0a8', 2)}${circle(x + 23, 256, 9, shade(c, -0.35))}${rect(x + 40, 110, 6, 216, shade(c, -0.2))}</g>`;
  });
  s += box(40, 300, 130, 26, 26, boxColors(tone(shade(a.base, 0.1))));
  return s;
}

export function boxFiles(a: Tone) {
  let s = '';
  const kraft = tone('#c99a5e');
  for (const [i, y] of [226, 150].entries()) {
    s += box(60 + i * 30, y, 200, 76, 60, boxColors(kraft));
    s += rect(60 + i * 30, y, 200, 18, a.base) + rect(130 + i * 30, y + 32, 60, 30, PAPER, 3);
  }
  s +=
    rect(290, 186, 50, 140, a.dark, 4) +
    rect(298, 206, 34, 40, PAPER, 3) +
    circle(315, 290, 8, shade(a.dark, -0.3));
  s +=
    poly([20, 326, 60, 296, 120, 306, 80, 330], PAPER) +
    poly([24, 322, 60, 300, 116, 308, 80, 326], '#e4eef5');
  return s;
}

export function paperReams(a: Tone) {
  let s = '';
  for (let k = 0; k < 4; k++) {
    const y = 282 - k * 44;
    const x = 70 + (k % 2) * 8;
    s += box(x, y, 220, 44, 70, boxColors(tone(k % 2 === 0 ? '#f7f7f2' : '#eef1f4')));
    s +=
      rect(x, y + 12, 220, 20, a.base) +
      rect(x + 90, y + 14, 40, 16, '#ffffff', 2) +
      poly([x + 220, y + 12, x + 290, y - 30, x + 290, y - 10, x + 220, y + 32], a.dark);
  }
  s += poly([120, 150, 290, 150, 360, 108, 190, 108], PAPER, 'transform="rotate(-4 240 130)"');
  s += rect(316, 300, 50, 26, METAL.dark, 4) + rect(320, 292, 42, 10, STEEL.base, 4);
  return s;
}
