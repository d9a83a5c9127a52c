import type { ReactNode } from 'react';

/** The frame of the account pages (/login, /forgot-password, /reset-password, /verify-email). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-md px-4 pt-10 pb-16">
      <h1 className="mb-1 text-center font-display text-3xl font-bold text-ink">{title}</h1>
      {subtitle ? <p className="mb-6 text-center font-serif text-muted italic">{subtitle}</p> : <div className="mb-6" />}
      <div className="border border-rule bg-raised p-5 sm:p-6">{children}</div>
    </main>
  );
}
