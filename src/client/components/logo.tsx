import { cn } from '../lib/cn.ts';

/** The Civic Ledger nameplate: a ruled newspaper flag, drawn in text so it follows the theme's ink. */
export function Logo({ className }: { className?: string }) {
  return (
    <div className={cn('text-center text-ink', className)} role="img" aria-label="Civic Ledger">
      <div className="border-y-4 border-double border-rule-strong py-3">
        <span className="block font-display text-5xl leading-none font-black tracking-tight sm:text-6xl">Civic Ledger</span>
      </div>
      <span className="mt-2 block font-sans text-[0.65rem] font-semibold tracking-[0.3em] text-muted uppercase">
        Est. for the public record
      </span>
    </div>
  );
}
