import { useQueryClient } from '@tanstack/react-query';
import { ShieldQuestion } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AI_FIELD_MAX, type ObjectionRequest, type ObjectionResult } from '#shared/ai.ts';
import { aiMessages, type Toast } from '#shared/messages.ts';
import { limitsQueryKey, useLimits } from '../limits/api/get-limits.ts';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { TextareaField } from '../components/ui/field.tsx';
import type { ErrorToasts } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useProducts } from '../products/api/get-products.ts';
import { ProductPicker, ProductsNotLoaded } from '../products/product-picker.tsx';
import { useBreakObjection } from './api/break-objection.ts';

// The answers' screen loads while the objection is being broken, not with the form: the
// section's first load stays within its JavaScript budget (e2e/budgets.spec.ts).
const loadAnswers = () => import('./objection-answers.tsx');
const ObjectionAnswers = lazy(() => loadAnswers().then((m) => ({ default: m.ObjectionAnswers })));

const failureToasts: ErrorToasts = {
  fallback: aiMessages.generationError(aiMessages.aiConnection),
  withMessage: aiMessages.generationError,
  codes: {
    DAILY_LIMIT_REACHED: aiMessages.objectionLimit,
    PRODUCT_NOT_FOUND: aiMessages.productNotFound,
    UNAUTHENTICATED: aiMessages.authError,
  },
};

/** What the form holds: the chosen product ('' for none) and the two texts as typed. */
type ObjectionValues = ObjectionRequest;

/** The first problem's toast: a too-long text is said by the message under its field. */
function invalidToast(field: string, message: string): Toast | null {
  if (field === 'productId') return aiMessages.selectProduct;
  return message === aiMessages.requiredFields.description ? aiMessages.requiredFields : null;
}

/** ?section=objecoes: the objection breaker, five ways per request. */
export default function ObjectionsSection() {
  const products = useProducts();
  const limits = useLimits();
  const queryClient = useQueryClient();
  const breakObjection = useBreakObjection();
  // The answers with the objection they answer, as it was sent.
  const [result, setResult] = useState<{ answer: ObjectionResult; objection: string } | null>(null);
  const form = useSchemaForm<ObjectionValues, ObjectionRequest>({
    schema: () => import('#shared/ai-schema.ts').then((m) => m.objectionRequestSchema),
    defaultValues: { productId: '', customerNeeds: '', objection: '' },
    invalidToast,
    failureToasts,
    send: async (request) => {
      // A 401 also sends the member to /auth: api() reports it to the session.
      const [answer] = await Promise.all([breakObjection.mutateAsync(request), loadAnswers()]);
      setResult({ answer, objection: request.objection });
      notify.success(
        answer.mode === 'offline'
          ? { title: aiMessages.answersOffline }
          : aiMessages.answersGenerated,
      );
    },
  });
  const { busy } = form;
  const values = form.watch();
  // A single product is always the one.
  const only = products.data?.length === 1 ? products.data[0]!.id : '';
  const productId = values.productId || only;
  const remaining = limits.data?.objections.remaining;
  /** One of the two texts: its registration, and what both have (required, the AI's limit). */
  const text = (name: 'customerNeeds' | 'objection') => ({
    ...form.register(name),
    required: true,
    rows: 3,
    limit: { max: AI_FIELD_MAX, value: values[name] },
    disabled: busy,
  });

  function submit(event: React.FormEvent) {
    if (productId !== values.productId) form.setValue('productId', productId);
    form.submit(event);
  }

  function again() {
    void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    // The next objection is most often about the same product: it stays chosen.
    form.reset({ productId, customerNeeds: '', objection: '' });
    setResult(null);
  }

  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">Quebrador de Objeções</h1>
      <p className="mt-1 text-slate-700">
        Conte o que o cliente precisa e o que ele disse: receba 5 respostas prontas.
      </p>
      {result ? (
        <Suspense fallback={null}>
          <ObjectionAnswers result={result.answer} objection={result.objection} onAgain={again} />
        </Suspense>
      ) : !products.data ? (
        <ProductsNotLoaded products={products} className="mt-5" />
      ) : (
        <Card className="mt-5 p-5">
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <ProductPicker
                products={products.data ?? []}
                value={productId}
                onChange={(id) => form.setValue('productId', id)}
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
              {...text('customerNeeds')}
              placeholder="Ex.: quer um presente especial para o aniversário da mãe no sábado"
            />
            <TextareaField
              label="Qual objeção foi recebida?"
              {...text('objection')}
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
