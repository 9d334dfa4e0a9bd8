import { describe, expect, it } from 'vitest';
import type { ToastKind } from './notify';
import { createToastStack } from './toast-stack';

function stackOf(max = 2) {
  const closed: (string | number)[] = [];
  const stack = createToastStack(max, (id) => closed.push(id));
  const show = (id: string, kind: ToastKind) => {
    stack.showing(kind);
    stack.shown(id, kind);
  };
  return { stack, closed, show };
}

describe('the toast stack', () => {
  it('keeps at most two: a third closes the oldest, and the newest stays', () => {
    const { stack, closed, show } = stackOf();
    show('a', 'info');
    show('b', 'info');
    expect(closed).toEqual([]);
    show('c', 'info');
    expect(closed).toEqual(['a']);
    expect(stack.ids()).toEqual(['b', 'c']);
  });

  it('closes the errors and warnings a success supersedes, and keeps other news', () => {
    const { stack, closed, show } = stackOf(3);
    show('size', 'error');
    show('stock', 'warning');
    show('note', 'info');
    show('added', 'success');
    expect(closed).toEqual(['size', 'stock']);
    expect(stack.ids()).toEqual(['note', 'added']);
  });

  it('forgets a toast that closed by itself, and moves one shown again under its id to the top', () => {
    const { stack, closed, show } = stackOf();
    show('processing', 'info');
    show('problem', 'error');
    stack.closed('problem');
    show('processing', 'info');
    show('later', 'info');
    expect(closed).toEqual([]);
    expect(stack.ids()).toEqual(['processing', 'later']);
  });
});
