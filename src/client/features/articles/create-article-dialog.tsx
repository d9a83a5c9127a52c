import { Bold, Heading2, Italic, Link2, List, ListOrdered, Underline } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ARTICLE_CATEGORIES, DEFAULT_READ_TIME } from '../../../shared/constants.ts';
import { newArticle } from '../../../shared/schemas/articles.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toastWriteError } from '../../lib/auth.ts';
import { fieldErrors, focusFirstInvalid, numberOr } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateArticle } from './api.ts';
import { applyMarkup, type MarkupKind } from './editor-markup.ts';

const TOOLS: { kind: MarkupKind; label: string; icon: typeof Bold }[] = [
  { kind: 'bold', label: 'Bold', icon: Bold },
  { kind: 'italic', label: 'Italic', icon: Italic },
  { kind: 'underline', label: 'Underline', icon: Underline },
  { kind: 'link', label: 'Link', icon: Link2 },
  { kind: 'bullet', label: 'Bullet list', icon: List },
  { kind: 'numbered', label: 'Numbered list', icon: ListOrdered },
  { kind: 'heading', label: 'Heading', icon: Heading2 },
];

const EMPTY = { title: '', excerpt: '', category: '', readTime: String(DEFAULT_READ_TIME), content: '' };

/** The staff 'Create New Article' dialog; closes after a successful publish. */
export function CreateArticleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const content = useRef<HTMLTextAreaElement>(null);
  const create = useCreateArticle();
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function format(kind: MarkupKind) {
    const el = content.current;
    const next = applyMarkup({ value: form.content, start: el?.selectionStart ?? form.content.length, end: el?.selectionEnd ?? form.content.length }, kind);
    set('content')(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.start, next.end);
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = newArticle.safeParse({
      title: form.title,
      excerpt: form.excerpt,
      category: form.category,
      readTime: numberOr(form.readTime, DEFAULT_READ_TIME),
      content: form.content,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Article published successfully' });
        setForm(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => toastWriteError(error, { title: 'Failed to publish article' }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Article"
      className="h-[95vh] max-h-[95vh] sm:h-auto sm:max-h-[90vh] sm:max-w-3xl"
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field label="Title" error={errors.title}>
          <Input value={form.title} onChange={(e) => set('title')(e.target.value)} />
        </Field>
        <Field label="Excerpt" error={errors.excerpt}>
          <Textarea value={form.excerpt} onChange={(e) => set('excerpt')(e.target.value)} rows={2} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
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
        <Field
          label="Content"
          error={errors.content}
          hint="Allowed formatting: bold, italic, underline, links, lists and headings."
          addon={
            <div role="toolbar" aria-label="Formatting" className="-mb-1.5 flex flex-wrap gap-1 border border-b-0 border-rule-strong/40 bg-chip/60 p-1">
              {TOOLS.map(({ kind, label, icon: Icon }) => (
                <Button key={kind} variant="ghost" size="icon" className="size-9" aria-label={label} title={label} onClick={() => format(kind)}>
                  <Icon aria-hidden="true" />
                </Button>
              ))}
            </div>
          }
        >
          <Textarea ref={content} value={form.content} onChange={(e) => set('content')(e.target.value)} rows={12} className="font-mono text-sm" />
        </Field>
        <FormActions onCancel={() => onOpenChange(false)} pending={create.isPending} submitLabel="Publish Article" pendingLabel="Publishing..." />
      </form>
    </Dialog>
  );
}
