import type { ArtKind } from './drawings.ts';

/** How a demo product or blog post is drawn: which object, on which colours. */
export interface ArtSpec {
  kind: ArtKind;
  /** Background gradient, light end first. */
  palette: readonly [string, string];
  /** The object's own colour; shadows and highlights are derived from it. */
  accent: string;
  /** Companion objects, drawn beside the main one on wide (blog) pictures. */
  props?: readonly { kind: ArtKind; accent: string }[];
}
