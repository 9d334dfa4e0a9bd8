import type { ReactNode } from 'react';
import { CheckIcon } from '~/components/icons';

/** The card beside a hero's text: a heading and the points it ticks off. */
export interface HeroCard {
  title: string;
  points: readonly string[];
  /** Its padding, its columns, and whether phones show it. */
  className: string;
}

/**
 * The dark opening of the About and Contact pages: an eyebrow, the page's heading and its lead,
 * what the page adds under them (`children`), and beside them a card of ticked points (`card`).
 * The grid's columns differ per page, so the caller gives them.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  gridClass,
  mainClass,
  card,
  children,
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** The grid's columns from large screens up. */
  gridClass: string;
  /** The span of the main column. */
  mainClass: string;
  card: HeroCard;
  children: ReactNode;
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 ${gridClass}`}
      >
        <div className={mainClass}>
          <p className="text-sm font-bold tracking-widest text-accent-400 uppercase">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</p>
          {children}
        </div>
        <div className={`rounded-2xl bg-white/10 ring-1 ring-white/15 ${card.className}`}>
          <h2 className="text-lg font-bold text-white">{card.title}</h2>
          <ul className="mt-4 space-y-3 text-brand-50">
            {card.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-accent-400" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
