import type { ReactNode } from 'react';

type PageHeadingProps = {
  title: string;
  subtitle: string;
  /** Beside the deck, e.g. the 'How scores work' link (a link may not sit inside a card, which is a button). */
  deckLink?: ReactNode;
  actions?: ReactNode;
};

/** A section front: display-face title over a rule, with its deck (subtitle) and optional staff actions. */
export function PageHeading({ title, subtitle, deckLink, actions }: PageHeadingProps) {
  return (
    <header className="mb-6 flex flex-col gap-3 border-b-2 border-rule-strong pb-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="font-display text-3xl font-bold leading-tight text-ink sm:text-4xl">{title}</h2>
        <p className="mt-1 font-serif text-base text-muted italic">{subtitle}</p>
        {deckLink ? <div className="mt-1">{deckLink}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
