import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { OPEN_DATA_URL, paths } from '../lib/paths.ts';
import { scrollToFragment } from '../lib/scroll-to-hash.ts';

/** A part of the About page: from elsewhere the page opens there; on the page itself it scrolls there. */
function AboutSectionLink({ part, children }: { part: 'corrections' | 'contact'; children: string }) {
  const [location, navigate] = useLocation();
  const href = `${paths.about}#${part}`;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (location !== paths.about) navigate(paths.about);
    // The fragment after the route's own address: the About page scrolls to it once its parts are drawn.
    window.history.replaceState(window.history.state, '', href);
    scrollToFragment(part);
  }
  return (
    <a href={href} onClick={onClick} className={linkClass}>
      {children}
    </a>
  );
}

const linkClass = 'font-semibold text-ink underline-offset-4 hover:underline';

/** On every page: who publishes the site and how to reach it, as a news site's masthead should say. */
export function Footer() {
  return (
    <footer className="mt-16 border-t-2 border-rule-strong bg-paper">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 font-sans text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p className="font-display text-base font-bold text-ink">Civic Ledger</p>
        <nav aria-label="About this site">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link href={paths.about} className={linkClass}>
                About
              </Link>
            </li>
            <li>
              <Link href={paths.aboutScores} className={linkClass}>
                About the scores
              </Link>
            </li>
            <li>
              <AboutSectionLink part="corrections">Corrections policy</AboutSectionLink>
            </li>
            <li>
              <AboutSectionLink part="contact">Contact</AboutSectionLink>
            </li>
            <li>
              <a href={OPEN_DATA_URL} className={linkClass}>
                Open data
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
