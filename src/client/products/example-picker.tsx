import { Sparkles } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../components/ui/dialog.tsx';
import { nicheExamples, type NicheExample } from './examples.ts';

/** 'Começar com um exemplo': pick a niche and the form opens filled in, to edit. */
export function ExamplePicker({
  onPick,
  variant = 'outline',
}: {
  onPick: (example: NicheExample) => void;
  variant?: 'outline' | 'default';
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Sparkles aria-hidden /> Começar com um exemplo
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Começar com um exemplo</DialogTitle>
          <DialogDescription>
            Escolha o nicho mais parecido com o seu. O formulário abre preenchido para você ajustar.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 sm:grid-cols-2">
          {nicheExamples.map((example) => (
            <li key={example.id}>
              <Button
                variant="outline"
                className="w-full justify-start"
                onClick={() => onPick(example)}
              >
                {example.label}
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
