// Petroleum: fuel drums, jerrycans, pumps, tankers, lubricants and gas cylinders.
import { METAL, STEEL, shade, tone, type Tone } from '../color.ts';
import { circle, ellipse, line, path, poly, rect } from '../shapes.ts';

export function drum(a: Tone) {
  let s = '';
  const one = (cx: number, top: number, rx: number, h: number, t: Tone) => {
    let d = rect(cx - rx, top, rx * 2, h, t.base) + ellipse(cx, top + h, rx, rx * 0.28, t.base);
    d += path(
      `M${cx + rx * 0.3} ${top} H${cx + rx} V${top + h} A${rx} ${rx * 0.28} 0 0 1 ${cx + rx * 0.3} ${top + h + rx * 0.27}Z`,
      t.dark,
    );
    for (const f of [0.33, 0.66])
      d += path(
        `M${cx - rx} ${top + h * f} A${rx} ${rx * 0.28} 0 0 0 ${cx + rx} ${top + h * f}`,
        'none',
        `stroke="${t.deep}" stroke-width="7"`,
      );
    d += rect(cx - rx * 0.78, top + 8, rx * 0.16, h - 10, t.light, 4, 'opacity="0.6"');
    d += ellipse(cx, top, rx, rx * 0.28, t.light) + ellipse(cx, top, rx - 8, rx * 0.28 - 5, t.base);
    d +=
      ellipse(cx - rx * 0.4, top, 10, 4, METAL.dark) +
      ellipse(cx + rx * 0.45, top + 2, 7, 3, METAL.dark);
    return d;
  };
  s += one(290, 150, 62, 150, tone(shade(a.base, -0.18)));
  s += one(170, 108, 86, 196, a);
  s +=
    rect(120, 186, 100, 56, '#ffffff', 4, 'opacity="0.85"') +
    path('M170 196 q-18 22 0 36 q18 -14 0 -36z', a.base);
  return s;
}

/** The classic pressed-steel fuel can: three handles and an X stamped in each face. */
export function fuelCan(a: Tone) {
  let s = '';
  s += poly([112, 96, 268, 96, 296, 80, 140, 80], a.light);
  s += poly([268, 96, 296, 80, 296, 306, 268, 322], a.dark);
  s += rect(112, 96, 156, 226, a.base, 6);
  for (const x of [134, 174, 214])
    s += rect(x, 62, 26, 36, 'none', 6, `stroke="${a.dark}" stroke-width="8"`);
  s += rect(238, 54, 30, 38, STEEL.base, 4) + rect(232, 52, 42, 12, STEEL.dark, 4);
  s += path(
    'M124 112 L256 306 M256 112 L124 306',
    'none',
    `stroke="${a.light}" stroke-width="14" stroke-linecap="round"`,
  );
  s += path(
    'M124 112 L256 306 M256 112 L124 306',
    'none',
    `stroke="${a.dark}" stroke-width="4" stroke-linecap="round" transform="translate(3 3)"`,
  );
  s += rect(112, 200, 156, 6, a.dark) + rect(118, 100, 8, 216, a.light, 4, 'opacity="0.6"');
  return s;
}

export function fuelPump(a: Tone) {
  let s = '';
  s += rect(90, 312, 220, 14, STEEL.dark, 4);
  s += rect(120, 70, 150, 244, a.base, 12) + rect(236, 70, 34, 244, a.dark, 0, 'opacity="0.6"');
  s += rect(108, 60, 174, 26, a.dark, 8);
  s +=
    rect(140, 102, 110, 70, '#1f2a33', 6) +
    rect(148, 110, 94, 22, '#7fd6a2', 3) +
    rect(148, 140, 94, 22, '#f4d35e', 3);
  s += rect(140, 190, 110, 24, '#ffffff', 4, 'opacity="0.85"');
  for (let i = 0; i < 3; i++) s += rect(146 + i * 36, 226, 28, 16, a.light, 3);
  s += rect(140, 256, 110, 40, a.dark, 6, 'opacity="0.5"');
  s += path(
    'M270 150 q60 0 60 70 v60 q0 30 -30 30',
    'none',
    `stroke="#23252d" stroke-width="8" stroke-linecap="round"`,
  );
  s +=
    rect(270, 130, 26, 42, STEEL.base, 5) +
    path('M276 118 h18 l10 -14 h-10 l-8 8 h-10z', STEEL.dark);
  return s;
}

export function tanker(a: Tone) {
  let s = '';
  s += rect(20, 262, 360, 16, STEEL.dark, 4);
  s +=
    rect(30, 150, 260, 112, a.base, 56) +
    rect(30, 230, 260, 32, a.dark, 16, 'opacity="0.5"') +
    rect(60, 166, 200, 14, a.light, 7, 'opacity="0.6"');
  s += rect(86, 138, 40, 16, STEEL.base, 4) + rect(190, 138, 40, 16, STEEL.base, 4);
  s +=
    rect(100, 196, 120, 34, '#ffffff', 5, 'opacity="0.9"') +
    path('M160 200 q-12 14 0 26 q12 -12 0 -26z', a.base);
  s +=
    path('M298 262 V180 q0 -14 14 -14 h36 q12 0 20 14 l14 40 v42z', '#f2f0ea') +
    path('M314 182 h30 l14 36 h-44z', '#8fc6ea') +
    rect(298, 230, 84, 10, a.base);
  for (const x of [80, 130, 336])
    s += circle(x, 290, 24, '#23252d') + circle(x, 290, 10, METAL.base);
  s += rect(376, 250, 10, 14, '#f4d35e', 2);
  return s;
}

export function lubeBottles(a: Tone) {
  let s = '';
  s += path('M70 326 v-170 q0 -16 16 -20 l40 -14 h56 q14 0 18 14 v190z', a.base);
  s +=
    path('M170 136 h20 q14 0 14 14 v40 h-18 v-34 h-16z', a.dark) +
    rect(100, 104, 34, 24, '#23252d', 4);
  s +=
    rect(70, 196, 130, 80, '#ffffff', 0, 'opacity="0.9"') +
    rect(70, 196, 130, 16, a.dark) +
    circle(135, 246, 18, a.base) +
    path('M127 250 q8 -18 16 0 q-8 8 -16 0z', '#ffffff');
  s += rect(82, 160, 10, 150, a.light, 5, 'opacity="0.6"');
  const small = (x: number) =>
    path(
      `M${x} 326 v-120 q0 -14 14 -18 l10 -16 h20 l10 16 q14 4 14 18 v120z`,
      shade(a.base, -0.1),
    ) +
    rect(x + 22, 158, 24, 16, '#23252d', 3) +
    rect(x, 230, 68, 56, '#ffffff', 0, 'opacity="0.9"') +
    rect(x, 230, 68, 10, a.dark);
  s += small(220) + small(296);
  s += path('M40 326 q-2 -16 10 -24 q10 8 10 24z', '#d4a537');
  return s;
}

export function gasCylinder(a: Tone, burner = false) {
  let s = '';
  const top = burner ? 190 : 110;
  const h = 326 - top;
  s += rect(130, 300, 140, 26, a.dark, 4);
  s += path(
    `M120 ${top + 60} q0 -60 80 -60 q80 0 80 60 v${h - 90} q0 20 -20 22 h-120 q-20 -2 -20 -22z`,
    a.base,
  );
  s += path(`M230 ${top + 4} q50 10 50 56 v${h - 90} q0 20 -20 22 h-30z`, a.dark, 'opacity="0.55"');
  s += rect(120, top + h * 0.5, 160, 10, a.dark, 0, 'opacity="0.6"');
  s += rect(136, top + 40, 12, h - 80, a.light, 6, 'opacity="0.55"');
  if (burner) {
    s += rect(190, top - 26, 20, 28, METAL.dark, 3);
    s += ellipse(200, top - 30, 70, 10, STEEL.dark) + ellipse(200, top - 34, 40, 7, '#23252d');
    s += path(
      `M176 ${top - 40} q6 -20 0 -30 q14 10 10 30 M200 ${top - 42} q6 -24 -2 -36 q16 12 12 36 M222 ${top - 40} q6 -18 0 -28 q12 10 10 28`,
      '#3a8ee6',
    );
    for (const x of [136, 264]) s += line(200, top - 30, x, top - 60, STEEL.base, 5);
  } else {
    s += rect(156, top - 46, 88, 52, 'none', 10, `stroke="${STEEL.base}" stroke-width="10"`);
    s +=
      rect(186, top - 26, 28, 30, METAL.base, 4) +
      rect(176, top - 34, 48, 12, STEEL.dark, 4) +
      circle(200, top - 40, 9, '#e74c3c');
  }
  return s;
}
