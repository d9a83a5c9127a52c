import { Bold, Heading2, Italic, Link2, List, ListOrdered, Underline } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_KIND_LABELS,
  ARTICLE_KINDS,
  type ArticleKind,
  DEFAULT_ARTICLE_KIND,
  DEFAULT_READ_TIME,
} from '../../../shared/constants.ts';
import { type Article, articleEdit, newArticle } from '../../../shared/schemas/articles.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { fieldErrors, focusFirstInvalid, numberOr, useFormErrors } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateArticle, usePublishDraft, useUpdateArticle } from './api.ts';
import { applyMarkup, type MarkupKind } from './editor-markup.ts';
import { articleBodyHtml } from './sanitize.ts';

const TOOLS: { kind: MarkupKind; label: string; icon: typeof Bold }[] = [
  { kind: 'bold', label: 'Bold', icon: Bold },
  { kind: 'italic', label: 'Italic', icon: Italic },
  { kind: 'underline', label: 'Underline', icon: Underline },
  { kind: 'link', label: 'Link', icon: Link2 },
  { kind: 'bullet', label: 'Bullet list', icon: List },
  { kind: 'numbered', label: 'Numbered list', icon: ListOrdered },
  { kind: 'heading', label: 'Heading', icon: Heading2 },
];

const VIEWS = [
  { value: 'write', label: 'Write' },
  { value: 'preview', label: 'Preview' },
] as const;

const EMPTY = {
  title: '',
  excerpt: '',
  kind: DEFAULT_ARTICLE_KIND as ArticleKind,
  category: '',
  readTime: String(DEFAULT_READ_TIME),
  content: '',
  imageUrl: '',
  imageAlt: '',
  correction: '',
};
type Form = typeof EMPTY;

const formOf = (article: Article): Form => ({
  title: article.title,
  excerpt: article.excerpt,
  kind: article.kind,
  category: article.category,
  readTime: String(article.readTime),
  content: article.content,
  imageUrl: article.imageUrl ?? '',
  imageAlt: article.imageAlt ?? '',
  correction: '',
});

/** Publish now, keep as a draft, or (editing a published article) save the changes. */
type Intent = 'publish' | 'draft' | 'update';

type ArticleEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this article (pre-filled); without it the dialog creates a new one. */
  article?: Article;
};

/**
 * The staff article editor: 'Create New Article', or the same form pre-filled to edit an article. A draft
 * can be saved or published; a published article's changes may carry a correction note for readers.
 * The body can be previewed exactly as the article page will show it.
 */
export function ArticleEditorDialog({ open, onOpenChange, article }: ArticleEditorDialogProps) {
  const initial = article ? formOf(article) : EMPTY;
  const [form, setForm] = useState(initial);
  // Escape, × or Cancel with unsaved changes asks first (docs/decisions/0233-work-never-lost.md).
  const [askDiscard, setAskDiscard] = useState(false);
  const dirty = (Object.keys(initial) as (keyof Form)[]).some((key) => form[key] !== initial[key]);
  const requestOpenChange = (next: boolean) => (next || !dirty ? onOpenChange(next) : setAskDiscard(true));
  const [view, setView] = useState<'write' | 'preview'>('write');
  const content = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const publish = usePublishDraft();
  const pending = create.isPending || update.isPending || publish.isPending;
  const published = article?.status === 'published';
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const setKind = (value: string) => setForm((f) => ({ ...f, kind: value as ArticleKind }));

  function format(kind: MarkupKind) {
    const el = content.current;
    const next = applyMarkup(
      { value: form.content, start: el?.selectionStart ?? form.content.length, end: el?.selectionEnd ?? form.content.length },
      kind,
    );
    set('content')(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.start, next.end);
    });
  }

  function invalid(error: Parameters<typeof fieldErrors>[0]) {
    const found = fieldErrors(error);
    setErrors(found);
    // An error on the body is only visible while writing.
    if (found.content) setView('write');
    focusFirstInvalid(formRef.current);
  }

  const done = (message: string) => () => {
    toast({ title: message });
    setForm(article ? formOf(article) : EMPTY);
    onOpenChange(false);
  };
  const failed = (title: string) => (error: unknown) => toastWriteError(error, { title });

  // An error goes as soon as its field is fixed: the image description once one is typed.
  const { errors, setErrors } = useFormErrors(
    article ? articleEdit : newArticle,
    article ? { ...fields(), correction: published ? form.correction : null } : fields(),
  );

  function fields() {
    return {
      title: form.title,
      excerpt: form.excerpt,
      category: form.category,
      kind: form.kind,
      readTime: numberOr(form.readTime, DEFAULT_READ_TIME),
      content: form.content,
      imageUrl: form.imageUrl,
      imageAlt: form.imageAlt,
    };
  }

  function createNew(intent: 'publish' | 'draft') {
    const parsed = newArticle.safeParse({ ...fields(), status: intent === 'draft' ? 'draft' : 'published' });
    if (!parsed.success) return invalid(parsed.error);
    setErrors({});
    // Only what was given travels: a plain publish sends the five fields the product has always sent.
    const { status, imageUrl, imageAlt, kind, ...required } = parsed.data;
    const payload = {
      ...required,
      ...(kind === DEFAULT_ARTICLE_KIND ? {} : { kind }),
      ...(imageUrl ? { imageUrl, imageAlt } : {}),
      ...(status === 'draft' ? { status } : {}),
    };
    create.mutate(payload, {
      onSuccess: done(intent === 'draft' ? 'Draft saved' : 'Article published successfully'),
      onError: failed(intent === 'draft' ? 'Failed to save draft' : 'Failed to publish article'),
    });
  }

  function saveEdit(existing: Article, intent: Intent) {
    const parsed = articleEdit.safeParse({ ...fields(), correction: published ? form.correction : null });
    if (!parsed.success) return invalid(parsed.error);
    setErrors({});
    const id = existing.id;
    const label = { publish: 'Article published successfully', draft: 'Draft saved', update: 'Changes saved' }[intent];
    const failure = { publish: 'Failed to publish article', draft: 'Failed to save draft', update: 'Failed to save changes' }[intent];
    update.mutate(
      { id, edit: parsed.data },
      {
        onSuccess: intent === 'publish' ? () => publish.mutate(id, { onSuccess: done(label), onError: failed(failure) }) : done(label),
        onError: failed(failure),
      },
    );
  }

  const save = (intent: Intent) => (article ? saveEdit(article, intent) : createNew(intent === 'draft' ? 'draft' : 'publish'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save(published ? 'update' : 'publish');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={requestOpenChange}
      title={article ? (published ? 'Edit Article' : 'Edit Draft') : 'Create New Article'}
      className="h-[95vh] max-h-[95vh] sm:h-auto sm:max-h-[90vh] sm:max-w-3xl"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label="Title" error={errors.title}>
          <Input value={form.title} onChange={(e) => set('title')(e.target.value)} />
        </Field>
        <Field label="Excerpt" error={errors.excerpt}>
          <Textarea value={form.excerpt} onChange={(e) => set('excerpt')(e.target.value)} rows={2} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Kind of work" error={errors.kind} hint="Labelled on the article and its card.">
            <Select
              value={form.kind}
              onValueChange={setKind}
              options={ARTICLE_KINDS.map((k) => ({ value: k, label: ARTICLE_KIND_LABELS[k] }))}
            />
          </Field>
          <Field label="Category" error={errors.category}>
            <Select
              value={form.category}
              onValueChange={set('category')}
              placeholder="Select a category"
              options={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: c }))}
            />
          </Field>
          <Field label="Read Time (minutes)" error={errors.readTime}>
            <Input type="number" min={1} step={1} value={form.readTime} onChange={(e) => set('readTime')(e.target.value)} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Lead image URL (optional)"
            error={errors.imageUrl}
            hint="An https:// address; shown 16:9 on the front page and in share cards."
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              value={form.imageUrl}
              onChange={(e) => set('imageUrl')(e.target.value)}
            />
          </Field>
          <Field
            label="Image description"
            error={errors.imageAlt}
            hint="Required with an image: what it shows, for readers who cannot see it."
          >
            <Input value={form.imageAlt} onChange={(e) => set('imageAlt')(e.target.value)} />
          </Field>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-sans text-sm font-semibold text-ink">Body</span>
          <Segmented label="Body view" value={view} options={VIEWS} onChange={setView} />
        </div>
        <div hidden={view !== 'write'}>
          <Field
            label="Content"
            error={errors.content}
            hint="Allowed formatting: bold, italic, underline, links, lists and headings."
            addon={
              <div
                role="toolbar"
                aria-label="Formatting"
                className="-mb-1.5 flex flex-wrap gap-1 border border-b-0 border-rule-strong/40 bg-chip/60 p-1"
              >
                {TOOLS.map(({ kind, label, icon: Icon }) => (
                  <Button
                    key={kind}
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={label}
                    title={label}
                    onClick={() => format(kind)}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
            }
          >
            <Textarea
              ref={content}
              value={form.content}
              onChange={(e) => set('content')(e.target.value)}
              rows={12}
              className="font-mono text-sm"
            />
          </Field>
        </div>
        {view === 'preview' ? (
          <section aria-label="Preview" className="min-h-40 border border-rule-strong/40 bg-raised p-4">
            {form.content.trim() ? (
              <div className="prose-news text-ink" dangerouslySetInnerHTML={{ __html: articleBodyHtml(form.content) }} />
            ) : (
              <p className="font-sans text-sm text-muted italic">Nothing to preview yet.</p>
            )}
          </section>
        ) : null}
        {published ? (
          <Field
            label="Correction note (optional)"
            error={errors.correction}
            hint="Shown at the article's foot with today's date; earlier notes stay."
          >
            <Textarea value={form.correction} onChange={(e) => set('correction')(e.target.value)} rows={2} />
          </Field>
        ) : null}
        <FormActions
          onCancel={() => requestOpenChange(false)}
          pending={pending}
          submitLabel={published ? 'Save Changes' : 'Publish Article'}
          pendingLabel={published ? 'Saving...' : 'Publishing...'}
          secondary={
            published ? null : (
              <Button variant="outline" disabled={pending} onClick={() => save('draft')}>
                Save Draft
              </Button>
            )
          }
        />
      </form>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title={article ? 'Discard your changes?' : 'Discard this article?'}
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        cancelLabel="Keep editing"
        pending={false}
        onConfirm={() => {
          setAskDiscard(false);
          setForm(initial);
          setErrors({});
          onOpenChange(false);
        }}
      >
        <p>
          {article ? 'Your changes have not been saved.' : 'This article has not been saved.'} To keep it without publishing, choose Keep
          editing, then Save Draft.
        </p>
      </ConfirmDialog>
    </Dialog>
  );
}
