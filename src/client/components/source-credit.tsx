import { Fragment } from 'react';
import type { SourceCredit as Credit } from '../../shared/page-texts/source-credits.ts';
import { cn } from '../lib/cn.ts';

// Where a state item's data come from, each source and its licence linked, under every state bill and
// official (docs/decisions/0328-state-officials-on-screen.md); the words are in shared/page-texts/source-credits.ts.

const LINK = 'text-ink underline underline-offset-2';

/** 'Roll calls and bills: LegiScan (CC BY 4.0). People: Open States (CC0).' */
export function SourceCredit({ credits, className }: { credits: readonly Credit[]; className?: string }) {
  return (
    <p className={cn('font-sans text-xs text-muted', className)}>
      {credits.map((credit, i) => (
        <Fragment key={credit.source}>
          {i > 0 ? ' ' : null}
          {credit.what}:{' '}
          <a href={credit.href} className={LINK}>
            {credit.source}
          </a>{' '}
          (
          <a href={credit.licenceHref} className={LINK}>
            {credit.licence}
          </a>
          ).
        </Fragment>
      ))}
    </p>
  );
}
