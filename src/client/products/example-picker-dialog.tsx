import { Button } from '../components/ui/button.tsx';
import { DialogFrame } from '../components/ui/dialog.tsx';
import { focusTrigger, type OverlayControl } from '../components/ui/lazy-overlay.tsx';
import { nicheExamples, type NicheExample } from './examples.ts';

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
      <ul className="grid gap-2 sm:grid-cols-2">
        {nicheExamples.map((example) => (
          <li key={example.id}>
            <Button
              variant="outline"
              justify="start"
              className="w-full"
              onClick={() => {
                onClose();
                onPick(example);
              }}
            >
              {example.label}
            </Button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
