import { Transform } from 'node:stream';
import { DEFERRED_SCRIPT_TYPES } from '@shop/contracts/client';

// A tap must never be lost (docs/decisions/0038-low-data-mode.md). React drops a click on a part
// of the page it has not hydrated yet: before the page's code has run, and on a part whose code
// comes later (the footer, the landing page's sections). This small script, first in every
// page's head, holds such a tap on a control that came with the server's HTML and carries it
// out once React has hydrated that control (it then holds React's props), for 15 s at most.
// In low-data mode it is also what runs the page's deferred scripts (deferred-scripts.server.ts):
// at the first tap on a control, or when a form field takes the focus.

export const TAP_KEEPER_ID = 'tap-keeper';

const CONTROLS =
  'button,[role=button],[role=tab],[role=switch],[role=menuitem],[role=checkbox],summary,input[type=checkbox],input[type=radio]';

const SCRIPT = `(()=>{const D=${JSON.stringify(DEFERRED_SCRIPT_TYPES)},C=${JSON.stringify(CONTROLS)};let ran=0,server;
const run=()=>{if(ran)return;ran=1;for(const o of document.querySelectorAll('script[type="'+D.classic+'"],script[type="'+D.module+'"]')){const n=document.createElement('script');if(o.type===D.module)n.type='module';n.textContent=o.textContent;document.head.append(n)}};
const live=t=>Object.keys(t).some(k=>k.startsWith('__reactProps'));
const replay=(t,n)=>{if(live(t))t.click();else if(n<600&&t.isConnected)setTimeout(replay,25,t,n+1)};
document.addEventListener('DOMContentLoaded',()=>{server=new WeakSet(document.querySelectorAll(C))});
document.addEventListener('click',e=>{const t=e.target instanceof Element&&e.target.closest(C);if(!t||live(t)||(server&&!server.has(t)))return;e.preventDefault();e.stopImmediatePropagation();run();replay(t,0)},true);
document.addEventListener('focusin',e=>{if(e.target instanceof Element&&e.target.matches('input,textarea,select'))run()},true)})()`;

const tag = (nonce: string | undefined) =>
  `<script id="${TAP_KEEPER_ID}"${nonce ? ` nonce="${nonce}"` : ''}>${SCRIPT}</script>`;

/** The page with the tap keeper first in its head. */
export function withTapKeeper(html: string, nonce?: string): string {
  return html.replace('<head>', `<head>${tag(nonce)}`);
}

/** The same for a page streamed as it renders: the head opens in the first chunk React sends. */
export function tapKeeperStream(nonce?: string): Transform {
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      const text = chunk.toString('utf8');
      if (!text.includes('<head>')) return callback(null, chunk);
      done = true;
      callback(null, Buffer.from(withTapKeeper(text, nonce)));
    },
  });
}
