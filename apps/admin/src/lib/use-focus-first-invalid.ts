import { useEffect, useRef, useState } from 'react';

/**
 * Takes keyboard and screen-reader users to the first field that needs attention, in the
 * page's order, once the form has re-rendered with its messages (after the schema's check or
 * a refused save alike).
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return { formRef, focusFirstInvalid: () => setRequests((n) => n + 1) };
}
