import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { TOAST_AUTO_CLOSE_MS } from '@shop/contracts/client';
import { onToastWanted, toastReady } from '~/lib/notify';

const Container = lazyPart(async () => {
  const [{ ToastContainer, toast }] = await Promise.all([
    import('react-toastify'),
    import('react-toastify/dist/ReactToastify.css'),
  ]);
  function ToastContainerReady() {
    // After the container's own effects have run, so toasts shown now are rendered.
    useEffect(() => {
      const id = requestAnimationFrame(() =>
        toastReady(
          (kind, message, options) =>
            toast[kind](message, { toastId: options?.id, autoClose: options?.autoClose }),
          (toastId) => toast.dismiss(toastId),
        ),
      );
      return () => {
        cancelAnimationFrame(id);
        toastReady(null);
      };
    }, []);
    return (
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        theme="light"
      />
    );
  }
  return { default: ToastContainerReady };
});

/** Mounts the toast container only after the first notify() call. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
