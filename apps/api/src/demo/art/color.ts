// Colour arithmetic for the flat-illustration style: every drawing takes one accent colour and
// derives its light and shadow faces from it, so a product's colour can change without redrawing.

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative darken towards a warm near-black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#1d1a24', -amount);
}

export interface Tone {
  base: string;
  light: string;
  pale: string;
  dark: string;
  deep: string;
}

export function tone(hex: string): Tone {
  return {
    base: hex,
    light: shade(hex, 0.28),
    pale: shade(hex, 0.6),
    dark: shade(hex, -0.22),
    deep: shade(hex, -0.45),
  };
}

// Fixed material colours shared by all drawings so wood looks like wood whatever the accent.
export const WOOD = tone('#b9804b');
export const DARK_WOOD = tone('#6e4528');
export const METAL = tone('#9aa6b2');
export const STEEL = tone('#5d6873');
export const PAPER = '#fbf8f1';
