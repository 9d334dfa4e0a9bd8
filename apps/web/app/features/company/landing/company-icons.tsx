import { Svg, type IconProps } from '~/components/icons';

// The landing page's own icons ('Why Choose Us', the section menu). Drawn like the shop's
// icons (components/icons.tsx); only this page loads them.

export const DesignIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20 20 4M14 4h6v6M4 14v6h6" />
    <path d="M9 15l-2-2M12 12l-2-2M15 9l-2-2" />
  </Svg>
);

export const LeafIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15z" />
    <path d="M5 19l7-7" />
  </Svg>
);

export const HammerIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 6l4 4M12 4l2-1 7 7-1 2-3-3-2 2-4-4 2-2z" />
    <path d="M12 8 3.5 16.5a2 2 0 0 0 3 3L15 11" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const DirectionsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 2 22 12 12 22 2 12z" />
    <path d="M9 14v-2a2 2 0 0 1 2-2h4M13 8l2 2-2 2" />
  </Svg>
);
