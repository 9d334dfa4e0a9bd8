import type { ConfigData } from 'html-validate';

/**
 * The storefront's server HTML is held to html-validate's recommended rules
 * (tests/html-valid.spec.ts). The only exceptions are the ways React itself writes markup, which
 * the pages cannot change; each is still valid HTML, only not the preset's preferred spelling:
 *
 * - void-style: React closes void elements itself (`<meta ... />`, `<input ... />`).
 * - attr-case: React writes some attributes with the DOM property's camelCase name (`charSet`,
 *   `autoComplete`, `srcSet`, `noValidate`...); HTML attribute names are case-insensitive.
 * - attribute-boolean-style: React writes boolean attributes with an empty value (`required=""`,
 *   `async=""`).
 * - attribute-empty-style, off: React writes `hidden` both ways, `hidden=""` from JSX and a bare
 *   `hidden` on the containers that stream a Suspense boundary's late content.
 * - valid-id, relaxed: React's own ids (useId's `_R_..._`, and the streaming markers `B:0` and
 *   `S:0` that hold a Suspense boundary's late content) do not begin with a letter or contain a
 *   colon; relaxed still refuses empty ids and ids with whitespace, as HTML does.
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': ['error', { style: 'selfclosing' }],
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': 'off',
    'valid-id': ['error', { relaxed: true }],
  },
};
