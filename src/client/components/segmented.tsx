import { cn } from '../lib/cn.ts';

type SegmentedProps<T extends string> = {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** While a choice is being saved, so a second one cannot overtake it. */
  disabled?: boolean;
};

/** A row of filter buttons; the chosen one is pressed (aria-pressed) so screen readers hear the state. */
export function Segmented<T extends string>({ label, value, options, onChange, disabled = false }: SegmentedProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 cursor-pointer rounded-sm border px-3 font-sans text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-70',
            value === option.value ? 'border-ink bg-ink text-paper' : 'border-rule-strong/40 text-ink hover:bg-chip',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
