import { useEffect, useReducer, useRef } from 'react';

/**
 * Takes keyboard and screen-reader users to the first field that needs attention, in the
 * page's order, once the form shows its messages (after the schema's check or a refused save
 * alike). The messages may be drawn a render or two after the request: the focus waits for them.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!pending.current) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    pending.current = false;
    field.focus();
  });
  return {
    formRef,
    focusFirstInvalid: () => {
      pending.current = true;
      rerender();
    },
  };
}
