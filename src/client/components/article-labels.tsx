import { ARTICLE_KIND_LABELS, type ArticleKind } from '../../shared/constants.ts';
import { cn } from '../lib/cn.ts';
import { CategoryBadge } from './category-badge.tsx';

/**
 * What kind of work an article is (News, Analysis, Explainer, Opinion), before its category, as the Trust
 * Project's indicators ask; opinion is set apart in reverse so it is never read as news
 * (docs/decisions/0234-article-kinds.md).
 */
export function ArticleLabels({ kind, category }: { kind: ArticleKind; category: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span
        className={cn(
          'inline-block rounded-sm border px-2 py-0.5 font-sans text-xs font-bold tracking-wider uppercase',
          kind === 'opinion' ? 'border-ink bg-ink text-paper' : 'border-rule-strong/60 text-ink',
        )}
      >
        {ARTICLE_KIND_LABELS[kind]}
      </span>
      <CategoryBadge category={category} />
    </span>
  );
}
