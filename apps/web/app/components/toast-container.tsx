import { TOAST_AUTO_CLOSE_MS } from '@shop/contracts/client';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { toastReady } from '~/lib/notify';
import { createToastStack } from '~/lib/toast-stack';

// react-toastify and the rules of which toasts stay: loaded by toast-host.tsx on the first
// notify() of a visit, never with a page.

/** At most this many toasts at once: more would cover the header on a phone. */
const SHOWN_MAX = 2;

const stack = createToastStack(SHOWN_MAX, (id) => toast.dismiss(id));

const showToast: Parameters<typeof toastReady>[0] = (kind, message, options) => {
  stack.showing(kind);
  const id = toast[kind](message, {
    toastId: options?.id,
    autoClose: options?.autoClose,
    onClose: () => stack.closed(id),
  });
  stack.shown(id, kind);
};

const close = (id: string) => {
  stack.closed(id);
  toast.dismiss(id);
};

/** The container, as docs/spec/storefront.md section 9 sets it, newest on top. */
export default function ToastContainerReady() {
  // After the container's own effects have run, so toasts shown now are rendered.
  useEffect(() => {
    const id = requestAnimationFrame(() => toastReady(showToast, close));
    return () => {
      cancelAnimationFrame(id);
      toastReady(null);
    };
  }, []);
  return (
    <ToastContainer
      position="top-right"
      newestOnTop
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="light"
    />
  );
}
