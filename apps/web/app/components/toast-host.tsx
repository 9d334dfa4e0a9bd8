import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { onToastWanted } from '~/lib/notify';

const Container = lazyPart(() => import('./toast-container'));

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
