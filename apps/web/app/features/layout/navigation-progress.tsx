import { useNavigation } from 'react-router';

/**
 * A thin bar under the header while the next page loads: on a slow network a tap must show
 * that something is happening. Fixed position, so it moves nothing. A native indeterminate
 * <progress> (no value): its own track and value are hidden and a third-wide band slides along
 * its background (the nav-progress animation in app.css).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <progress
      aria-label="Loading page"
      aria-hidden={!busy}
      className={`pointer-events-none absolute inset-x-0 bottom-0 block h-0.5 w-full animate-nav-progress appearance-none border-0 bg-transparent bg-[linear-gradient(var(--color-accent-500),var(--color-accent-500))] bg-size-[33.333%_100%] bg-no-repeat transition-opacity duration-300 [&::-moz-progress-bar]:bg-transparent [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:bg-transparent ${
        busy ? 'opacity-100' : 'opacity-0'
      }`}
    />
  );
}
