import { useId, useState } from 'react';
import { campaignRules } from '#shared/campaigns.ts';
import { Card } from '../components/ui/card.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { notify } from '../lib/notify.ts';
import { useSaveDailyCap } from './api/campaign-actions.ts';
import { failureText } from './labels.ts';

const MAX = campaignRules.dailyCapMax;

const saveFailed = {
  title: 'Não foi possível salvar',
  description: 'O limite de mensagens por dia não mudou. Tente novamente.',
};

/** 'Mensagens por dia': how many campaign messages a day the member sends, 1 to 60. */
export function DailyCapForm({ dailyCap }: { dailyCap: number }) {
  const id = useId();
  const save = useSaveDailyCap();
  const [text, setText] = useState(String(dailyCap));
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const value = Number(text.trim());
    if (!text.trim() || !Number.isInteger(value) || value < 1 || value > MAX)
      return setProblem(`Digite um número inteiro de 1 a ${MAX}.`);
    setProblem(null);
    save.mutate(value, {
      onSuccess: () =>
        notify.success({
          title: 'Limite salvo',
          description: `Até ${value} ${value === 1 ? 'mensagem' : 'mensagens'} de campanha por dia.`,
        }),
      onError: (err) => setProblem(failureText(err, saveFailed)),
    });
  }

  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate className="grid gap-1.5">
        <Label htmlFor={id}>Mensagens por dia</Label>
        <div className="flex flex-wrap gap-2">
          <div className="w-24">
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX}
              value={text}
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <SubmitButton variant="outline" busy={save.isPending} busyText="Salvando...">
            Salvar
          </SubmitButton>
        </div>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          No máximo {MAX}, para proteger seu número.
        </p>
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        )}
      </form>
    </Card>
  );
}
