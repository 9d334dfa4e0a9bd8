import { useEffect, useState } from 'react';
import { SECTIONS, type SectionId } from './sections';

/**
 * The section that crosses the middle band of the screen, so the section bar can mark where the
 * reader is. Undefined until the page is scrolled into one (and on the server).
 */
export function useActiveSection(): SectionId | undefined {
  const [active, setActive] = useState<SectionId>();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as SectionId;
          // Leaving the band without another entering it (back up to the hero): none is marked.
          setActive((current) =>
            entry.isIntersecting ? id : current === id ? undefined : current,
          );
        }
      },
      // A thin band a little above the middle: one section at a time crosses it.
      { rootMargin: '-40% 0px -55% 0px' },
    );
    for (const { id } of SECTIONS) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return active;
}
