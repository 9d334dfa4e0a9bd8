import { useNavigation } from 'react-router';

/**
 * A thin bar under the header while the next page loads: on a slow network a tap must show
 * that something is happening. Fixed position, so it moves nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!busy}
      className={`pointer-events-none absolute inset-x-0 bottom-0 h-0.5 overflow-hidden transition-opacity duration-300 ${
        busy ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <div className="h-full w-1/3 animate-[nav-progress_1.2s_ease-in-out_infinite] bg-accent-500" />
      <style>{`@keyframes nav-progress{0%{transform:translateX(-100%)}100%{transform:translateX(300%)}}`}</style>
    </div>
  );
}
