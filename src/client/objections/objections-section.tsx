import { useQueryClient } from '@tanstack/react-query';
import { ShieldQuestion } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AI_FIELD_MAX, type ObjectionResult } from '#shared/ai.ts';
import { aiMessages, productMessages } from '#shared/messages.ts';
import { limitsQueryKey, useLimits } from '../limits/api/get-limits.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { TextareaField } from '../components/ui/field.tsx';
import { errorToast, type ErrorToasts } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useProducts } from '../products/api/get-products.ts';
import { ProductPicker } from '../products/product-picker.tsx';
import { useBreakObjection } from './api/break-objection.ts';
import { ObjectionAnswers } from './objection-answers.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { LoadError } from '../components/ui/load-error.tsx';

const failureToasts: ErrorToasts = {
  fallback: aiMessages.generationError(aiMessages.aiConnection),
  withMessage: aiMessages.generationError,
  codes: {
    DAILY_LIMIT_REACHED: aiMessages.objectionLimit,
    PRODUCT_NOT_FOUND: aiMessages.productNotFound,
    UNAUTHENTICATED: aiMessages.authError,
  },
};

/** ?section=objecoes: the objection breaker, five ways per request. */
export default function ObjectionsSection() {
  const needsField = useRef<HTMLTextAreaElement>(null);
  const objectionField = useRef<HTMLTextAreaElement>(null);
  const products = useProducts();
  const limits = useLimits();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  // A single product is always the one.
  const only = products.data?.length === 1 ? products.data[0]!.id : '';
  const productId = chosen || only;
  const [customerNeeds, setCustomerNeeds] = useState('');
  const [objection, setObjection] = useState('');
  const breakObjection = useBreakObjection();
  const busy = breakObjection.isPending;
  // The answers with the objection they answer, as it was sent.
  const [result, setResult] = useState<{ answer: ObjectionResult; objection: string } | null>(null);
  const remaining = limits.data?.objections.remaining;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!productId) return void notify.error(aiMessages.selectProduct);
    if (!customerNeeds.trim() || !objection.trim())
      return void notify.error(aiMessages.requiredFields);
    // The message under the field says why; the text is never cut to fit.
    if (customerNeeds.length > AI_FIELD_MAX) return needsField.current?.focus();
    if (objection.length > AI_FIELD_MAX) return objectionField.current?.focus();
    breakObjection.mutate(
      { productId, customerNeeds, objection },
      {
        onSuccess: (answer) => {
          setResult({ answer, objection });
          notify.success(
            answer.mode === 'offline'
              ? { title: aiMessages.answersOffline }
              : aiMessages.answersGenerated,
          );
        },
        // A 401 also sends the member to /auth: api() reports it to the session.
        onError: (err) => notify.error(errorToast(err, failureToasts)),
      },
    );
  }

  function again() {
    void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    // The next objection is most often about the same product: it stays chosen.
    setResult(null);
    setCustomerNeeds('');
    setObjection('');
  }

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Quebrador de Objeções</h1>
      <p className="mt-1 text-slate-700">
        Conte o que o cliente precisa e o que ele disse: receba 5 respostas prontas.
      </p>
      {result ? (
        <ObjectionAnswers result={result.answer} objection={result.objection} onAgain={again} />
      ) : products.isPending ? (
        <Loading label="Carregando produtos..." />
      ) : !products.data ? (
        <LoadError
          message={productMessages.loadError.description}
          onRetry={() => void products.refetch()}
          className="mt-5"
        />
      ) : (
        <Card className="mt-5 p-5">
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <ProductPicker
                products={products.data ?? []}
                value={productId}
                onChange={setChosen}
                disabled={busy}
              />
              <Link
                to="/dashboard?section=produtos"
                className={buttonVariants({
                  variant: 'link',
                  size: 'text',
                  className: 'justify-self-start',
                })}
              >
                Adicionar Novo Produto
              </Link>
            </div>
            <TextareaField
              label="Qual a necessidade do cliente?"
              ref={needsField}
              required
              rows={3}
              limit={{ max: AI_FIELD_MAX, value: customerNeeds }}
              value={customerNeeds}
              onChange={(e) => setCustomerNeeds(e.target.value)}
              disabled={busy}
              placeholder="Ex.: quer um presente especial para o aniversário da mãe no sábado"
            />
            <TextareaField
              label="Qual objeção foi recebida?"
              ref={objectionField}
              required
              rows={3}
              limit={{ max: AI_FIELD_MAX, value: objection }}
              value={objection}
              onChange={(e) => setObjection(e.target.value)}
              disabled={busy}
              placeholder="Ex.: achei caro, vou pensar"
            />
            <p className="text-sm text-slate-700" data-testid="objections-remaining">
              {aiMessages.objectionsRemaining(remaining ?? '…')}
            </p>
            <Button type="submit" size="lg" disabled={busy || remaining === 0}>
              <ShieldQuestion aria-hidden />{' '}
              {busy
                ? 'Gerando respostas...'
                : remaining === 0
                  ? 'Limite Diário Atingido'
                  : 'Quebrar Esta Objeção'}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
