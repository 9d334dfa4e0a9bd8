/**
 * A grey placeholder block that keeps the space content will take (no layout shift). Given
 * `lines`, a box (`className`) of such blocks instead, one class list a block (its height, width,
 * corners): the text of a loading card, line or post. A prop rather than a component of its own:
 * a new export of the chunk every page loads renames the others and costs every page more than
 * the copies it replaces (docs/decisions/0072).
 */
export function Skeleton({
  className = '',
  lines,
}: {
  className?: string;
  lines?: readonly string[];
}) {
  if (lines)
    return (
      <div className={className}>
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    );
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 ${className}`} />
  );
}
