import type { ReactNode } from 'react';

/**
 * A choice drawn by its label: the radio input is hidden but still there, so Tab reaches the group,
 * the arrow keys change the choice and screen readers say which one is checked; the label's
 * classes show it (`has-checked:`, `has-focus-visible:`). Used for segmented switches, the mobile
 * money providers and the rating stars.
 */
export function DrawnRadio({
  name,
  value,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      {children}
    </label>
  );
}
