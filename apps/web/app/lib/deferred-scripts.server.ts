import { DEFERRED_SCRIPT_TYPES } from '@shop/contracts/client';
import { TAP_KEEPER_ID } from './tap-keeper.server';

// Low-data mode's first view without the app's code (docs/decisions/0038-low-data-mode.md).
// A page kept whole by the server is sent with its scripts turned into inert data blocks and
// its module preloads left out: pictures, text and plain links work as they are, and the ~110 KB
// of code is fetched only when the customer first taps a control or focuses a form field. The
// tap keeper (tap-keeper.server.ts) then runs the scripts as they were written, React hydrates
// the page as usual, and the tap that asked for them is carried out.

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const SCRIPT_TAG = /<script(\s[^>]*)?>/g;

/**
 * The page's HTML with its scripts deferred: each inline script becomes a data block of the same
 * text in the same place (so the HTML React hydrates keeps its shape, and the policy's hashes of
 * the scripts still hold), and the module preloads go. The tap keeper and data blocks (JSON-LD)
 * stay as they are.
 */
export function deferScripts(html: string): string {
  return html.replace(MODULE_PRELOAD, '').replace(SCRIPT_TAG, (tag: string, attributes = '') => {
    if (/\ssrc\s*=/i.test(attributes) || attributes.includes(`id="${TAP_KEEPER_ID}"`)) return tag;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== 'module') return tag;
    const rest = attributes.replace(/\stype\s*=\s*"[^"]*"/i, '').replace(/\sasync(="")?/i, '');
    const deferred =
      type === 'module' ? DEFERRED_SCRIPT_TYPES.module : DEFERRED_SCRIPT_TYPES.classic;
    return `<script type="${deferred}"${rest}>`;
  });
}
