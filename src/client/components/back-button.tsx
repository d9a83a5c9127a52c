import { ArrowLeft } from 'lucide-react';
import { Button } from './ui/button.tsx';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} className="-ml-3">
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}
