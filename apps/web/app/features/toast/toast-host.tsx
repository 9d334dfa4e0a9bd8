import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@shop/contracts';
import { onToastLibraryWanted } from './notify';

const Container = lazy(async () => {
  const [{ ToastContainer }] = await Promise.all([
    import('react-toastify'),
    import('react-toastify/dist/ReactToastify.css'),
  ]);
  return {
    default: () => (
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        theme="light"
      />
    ),
  };
});

/** Mounts the toast container only after the first notify() call. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastLibraryWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  );
}
