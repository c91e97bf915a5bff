import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../components/ui/button.tsx';
import { lazyOverlay } from '../components/ui/lazy-overlay.tsx';
import type { NicheExample } from './examples.ts';
import { ExampleNiches } from './example-niches.tsx';

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

/**
 * The niches in the open, on a page with no product yet: one tap opens the form filled in, the
 * dialog's tap saved (a first script in at most six taps from the home or the menu).
 */
export function ExampleNichesInline({ onPick }: { onPick: (example: NicheExample) => void }) {
  const heading = useId();
  return (
    <div className="grid w-full gap-2 text-left">
      <p id={heading} className="text-sm font-medium text-slate-900">
        Comece com um exemplo do seu nicho:
      </p>
      <ExampleNiches onPick={onPick} labelledBy={heading} />
    </div>
  );
}
