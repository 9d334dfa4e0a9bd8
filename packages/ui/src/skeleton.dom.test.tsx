import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is one grey block, hidden from screen readers, sized by its classes', () => {
    const { container } = render(<Skeleton className="h-5 w-2/3" />);
    const block = container.firstElementChild;
    expect(block?.getAttribute('aria-hidden')).toBe('true');
    expect(block?.className).toBe('animate-pulse rounded-md bg-stone-200 h-5 w-2/3');
    expect(block?.children).toHaveLength(0);
  });

  it('given lines, is a box of blocks in their order, each with its own classes', () => {
    const { container } = render(
      <Skeleton className="flex-1 space-y-3" lines={['h-5 w-2/3', 'h-4 w-1/3', 'h-10 w-32']} />,
    );
    const box = container.firstElementChild;
    // The box lays the blocks out; it is no grey block itself.
    expect(box?.className).toBe('flex-1 space-y-3');
    expect(box?.getAttribute('aria-hidden')).toBeNull();
    const blocks = [...(box?.children ?? [])];
    expect(blocks.map((b) => b.className)).toEqual([
      'animate-pulse rounded-md bg-stone-200 h-5 w-2/3',
      'animate-pulse rounded-md bg-stone-200 h-4 w-1/3',
      'animate-pulse rounded-md bg-stone-200 h-10 w-32',
    ]);
    expect(blocks.every((b) => b.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});
