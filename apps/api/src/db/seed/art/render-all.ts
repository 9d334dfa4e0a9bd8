// `npm run art -w apps/api [-- <uploadsDir>]`: redraws every demo image, e.g. after changing a drawing.
import { resolve } from 'node:path';
import { renderDemoArt } from './index.ts';

const target =
  process.argv[2] ??
  resolve(
    process.env.DATA_DIR ?? resolve(import.meta.dirname, '../../../../../../data'),
    'uploads',
  );
const started = Date.now();
await renderDemoArt(target, { force: true });
console.log(`Demo artwork written to ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
