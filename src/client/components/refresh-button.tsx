import { type LucideIcon, RefreshCw } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

type RefreshButtonProps = { label: string; pendingLabel?: string; pending: boolean; onClick: () => void; icon?: LucideIcon };

/** A staff refresh/import action: disabled and relabelled while its request is pending. */
export function RefreshButton({ label, pendingLabel = 'Refreshing...', pending, onClick, icon: Icon = RefreshCw }: RefreshButtonProps) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={pending}>
      <Icon aria-hidden="true" className={cn(pending && Icon === RefreshCw && 'animate-spin')} />
      {pending ? pendingLabel : label}
    </Button>
  );
}
