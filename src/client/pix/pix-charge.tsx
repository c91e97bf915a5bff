import { useQuery } from '@tanstack/react-query';
import { Check, Copy, MessageCircle, QrCode, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Customer } from '#shared/customers.ts';
import { formatBRL } from '#shared/money.ts';
import type { PixCharge as Charge, PixChargeCreated } from '#shared/pix.ts';
import { pixKeyOptions } from './api/pix-key.ts';
import { Badge } from '../components/ui/badge.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../components/ui/button.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { copyText } from '../lib/clipboard.ts';
import { errorToast } from '../lib/error-toast.ts';
import { formatShortDate, useTimeZone } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import {
  pixChargesOptions,
  useCreatePixCharge,
  useMarkPixPaid,
  useRecordPixSent,
} from './api/pix-charges.ts';
import { shareQrCode } from './pix-share.ts';

const chargeFailed = {
  title: 'Erro ao cobrar com Pix',
  description: 'Não foi possível gerar o Pix. Tente novamente.',
};
const paidFailed = {
  title: 'Erro ao registrar o pagamento',
  description: 'Não foi possível mover o cliente para Fechado. Tente novamente.',
};

/** What was copied, as the toast says it: 'Mensagem copiada', 'Código Pix copiado'. */
type Copied = 'Mensagem copiada' | 'Código Pix copiado' | 'Pix copia e cola copiado';

async function copy(text: string, copied: Copied) {
  try {
    await copyText(text);
    notify.success({ title: copied, description: 'Cole no WhatsApp do cliente.' });
  } catch {
    notify.error({ title: 'Não foi possível copiar', description: 'Selecione o texto e copie.' });
  }
}

/**
 * 'Cobrar com Pix' in the customer dialog: the closing message with a copia-e-cola for the
 * customer's value and its QR code; an open charge marks them 'aguardando pagamento' until
 * 'Pagamento recebido' moves them to Fechado.
 */
export function PixCharge({ customer }: { customer: Customer }) {
  const pixKey = useQuery(pixKeyOptions);
  const charges = useQuery({ ...pixChargesOptions(customer.id), enabled: !!customer.valor });
  const create = useCreatePixCharge(customer.id);
  const [made, setMade] = useState<PixChargeCreated | null>(null);

  let body: React.ReactNode;
  if (!customer.valor) {
    body = (
      <p className="text-sm text-slate-700">Informe o valor do cliente para cobrar com Pix.</p>
    );
  } else if (pixKey.isPending || charges.isPending) {
    body = <Loading label="Carregando Pix..." compact />;
  } else if (!pixKey.data?.pixKey) {
    body = (
      <p className="text-sm text-slate-700">
        Para cobrar com Pix, cadastre sua chave em{' '}
        <Link to="/minha-conta#pix" className="font-medium text-brand-700 underline">
          Minha Conta
        </Link>
        .
      </p>
    );
  } else {
    const open = openChargeOf(customer, charges.data?.charges);
    const paid = charges.data?.charges.find((c) => c.paidAt);
    body = (
      <>
        {made ? (
          <MadeCharge made={made} customer={customer} />
        ) : (
          open && <OpenCharge charge={open} customerId={customer.id} />
        )}
        {customer.fase === 'closed' ? (
          paid && <PaidCharge charge={paid} />
        ) : (
          <Button
            type="button"
            variant={open ? 'outline' : 'default'}
            className="justify-self-start"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onSuccess: (answer) => setMade(answer),
                onError: (err) => notify.error(errorToast(err, { fallback: chargeFailed })),
              })
            }
          >
            <QrCode aria-hidden />
            {create.isPending
              ? 'Gerando Pix...'
              : open
                ? `Cobrar ${formatBRL(customer.valor)} de novo`
                : `Cobrar ${formatBRL(customer.valor)} com Pix`}
          </Button>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={`pix-${customer.id}`}
      // minmax(0, 1fr): the column is the dialog's width, never its widest button's.
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3"
    >
      <h3 id={`pix-${customer.id}`} className="flex items-center gap-2 text-sm font-semibold">
        <QrCode className="size-4" aria-hidden /> Cobrar com Pix
      </h3>
      {body}
    </section>
  );
}

/** 'Aguardando pagamento' is a mark inside Proposta: the latest unpaid charge while there. */
const openChargeOf = (customer: Customer, charges: Charge[] | undefined) =>
  customer.fase === 'proposal' ? charges?.find((c) => !c.paidAt) : undefined;

/** The mark at the top of the customer dialog, where the phase and value are. */
export function AwaitingPaymentMark({ customer }: { customer: Customer }) {
  const charges = useQuery({ ...pixChargesOptions(customer.id), enabled: !!customer.valor });
  const open = openChargeOf(customer, charges.data?.charges);
  if (!open) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <Badge variant="warning">Aguardando pagamento</Badge>
      Pix de {formatBRL(Number(open.amount))} cobrado; confirme abaixo quando receber.
    </p>
  );
}

/**
 * The charge just made: two messages to send — the explanation, then the copia-e-cola alone so a
 * long-press on WhatsApp copies exactly the code —, the QR code to share, the payment to confirm.
 */
function MadeCharge({ made, customer }: { made: PixChargeCreated; customer: Customer }) {
  const recordSent = useRecordPixSent(customer.id);
  // Like a reply: both messages go into the conversation and the history, once.
  const recordOnce = () =>
    recordSent.mutate(made.charge.id, {
      onError: () =>
        notify.error({
          title: 'Mensagem não registrada',
          description: 'O WhatsApp abriu, mas o histórico não guardou o envio.',
        }),
    });
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-brand-200 bg-brand-50/40 p-3">
      <OpenCharge charge={made.charge} customerId={customer.id} />
      <MessageStep
        label="1. Mensagem de fechamento"
        text={made.message}
        testId="pix-message"
        whatsapp={customer.whatsapp}
        send="1. Enviar mensagem"
        copyLabel="Copiar mensagem"
        copied="Mensagem copiada"
        onSend={recordOnce}
      />
      <MessageStep
        label="2. Código Pix, numa mensagem só dele"
        text={made.charge.code}
        testId="pix-code"
        whatsapp={customer.whatsapp}
        send="2. Enviar código Pix"
        copyLabel="Copiar código"
        copied="Código Pix copiado"
        onSend={recordOnce}
        code
      />
      <img
        src={made.qrCode}
        alt={`QR Code do Pix de ${formatBRL(Number(made.charge.amount))}`}
        className="size-44 justify-self-center rounded border border-slate-200 bg-white"
      />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() =>
          void shareQrCode(made.qrCode, `pix-${made.charge.txid}.png`).catch(() =>
            notify.error({
              title: 'Não foi possível compartilhar',
              description: 'Copie o código Pix e mande numa mensagem.',
            }),
          )
        }
      >
        <Share2 aria-hidden /> Compartilhar QR Code
      </Button>
    </div>
  );
}

/** One message to send: its text, its WhatsApp link (when the customer has one), a copy button. */
function MessageStep(props: {
  label: string;
  text: string;
  testId: string;
  whatsapp: string | null;
  send: string;
  copyLabel: string;
  copied: Copied;
  onSend: () => void;
  /** The copia-e-cola: no spaces, so it may break anywhere (ordinary words may not). */
  code?: boolean;
}) {
  return (
    <>
      <label className="grid gap-1.5 text-sm font-medium text-slate-900">
        {props.label}
        <textarea
          readOnly
          value={props.text}
          rows={props.code ? 4 : 5}
          className={cn(
            'w-full rounded-md border border-slate-300 bg-white p-2 font-normal',
            props.code ? 'font-mono text-xs break-all' : 'text-sm',
          )}
          data-testid={props.testId}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        {props.whatsapp && (
          <Button asChild>
            <a
              href={whatsAppLink(props.whatsapp, props.text)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={props.onSend}
            >
              <MessageCircle aria-hidden /> {props.send}
            </a>
          </Button>
        )}
        <Button type="button" variant="outline" onClick={() => void copy(props.text, props.copied)}>
          <Copy aria-hidden /> {props.copyLabel}
        </Button>
      </div>
    </>
  );
}

/** An open charge: the copia-e-cola again, and 'Pagamento recebido'. */
function OpenCharge({ charge, customerId }: { charge: Charge; customerId: string }) {
  const markPaid = useMarkPixPaid(customerId);
  const timeZone = useTimeZone();
  return (
    <div className="grid gap-2">
      {/* The 'Aguardando pagamento' badge is at the top of the dialog (AwaitingPaymentMark). */}
      <p className="text-sm text-slate-800">
        Pix de {formatBRL(Number(charge.amount))} cobrado em{' '}
        {formatShortDate(new Date(charge.createdAt), timeZone)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void copy(charge.code, 'Pix copia e cola copiado')}
        >
          <Copy aria-hidden /> Copiar Pix copia e cola
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={markPaid.isPending}
          onClick={() =>
            markPaid.mutate(charge.id, {
              onSuccess: () =>
                notify.success({
                  title: 'Pagamento recebido',
                  description: 'Cliente movido para Fechado.',
                }),
              onError: (err) => notify.error(errorToast(err, { fallback: paidFailed })),
            })
          }
        >
          <Check aria-hidden /> Pagamento recebido
        </Button>
      </div>
    </div>
  );
}

function PaidCharge({ charge }: { charge: Charge }) {
  const timeZone = useTimeZone();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <Badge variant="success">Pix recebido</Badge>
      {formatBRL(Number(charge.amount))} em {formatShortDate(new Date(charge.paidAt!), timeZone)}
    </p>
  );
}
