import { Sparkles } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { lazyOverlay } from '../components/ui/lazy-overlay.tsx';
import type { NicheExample } from './examples.ts';

const ExampleDialog = lazyOverlay(() => import('./example-picker-dialog.tsx'));

/** 'Começar com um exemplo': pick a niche and the form opens filled in, to edit. */
export function ExamplePicker({
  onPick,
  variant = 'outline',
}: {
  onPick: (example: NicheExample) => void;
  variant?: 'outline' | 'default';
}) {
  return (
    <ExampleDialog onPick={onPick}>
      <Button variant={variant}>
        <Sparkles aria-hidden /> Começar com um exemplo
      </Button>
    </ExampleDialog>
  );
}
