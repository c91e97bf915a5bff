import { DialogFrame } from '../components/ui/dialog.tsx';
import { focusTrigger, type OverlayControl } from '../components/ui/lazy-overlay.tsx';
import type { NicheExample } from './examples.ts';
import { ExampleNiches } from './example-niches.tsx';

/** The niches of 'Começar com um exemplo' (its code, examples included, loads when opened). */
export default function ExamplePickerDialog({
  onPick,
  onClose,
  trigger,
}: { onPick: (example: NicheExample) => void } & OverlayControl) {
  return (
    <DialogFrame
      onClose={onClose}
      onCloseAutoFocus={focusTrigger(trigger)}
      title="Começar com um exemplo"
      description="Escolha o nicho mais parecido com o seu. O formulário abre preenchido para você ajustar."
    >
      <ExampleNiches
        onPick={(example) => {
          onClose();
          onPick(example);
        }}
      />
    </DialogFrame>
  );
}
