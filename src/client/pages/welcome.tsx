import type { LucideIcon } from 'lucide-react';
import { ArrowRight, MessageSquareText, Package, ShieldCheck, Zap } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { useMe } from '../auth/session.ts';
import { useAppConfig } from '../lib/app-config.ts';
import { cn } from '../lib/cn.ts';
import { todayKeys } from '../today/api/get-today.ts';
import { useHasCustomers } from '../today/api/has-customers.ts';
import { TodayPanel } from '../today/today-panel.tsx';
import { ShareFromWhatsAppCard } from '../components/share-from-whatsapp-card.tsx';
import { IconTile } from '../components/ui/icon-tile.tsx';

const CustomerDialog = lazy(() =>
  import('../customers/customer-dialog.tsx').then((m) => ({ default: m.CustomerDialog })),
);

/** After these days a member is no longer new: no "em poucos minutos" on the welcome. */
const NEW_MEMBER_DAYS = 3;
const DAY_MS = 86_400_000;

interface ToolCard {
  to: string;
  title: string;
  benefit: string;
  action: string;
  icon: LucideIcon;
}

const tools: readonly ToolCard[] = [
  {
    to: '/dashboard?section=scripts',
    title: 'Gerador de Scripts',
    benefit: 'Um roteiro de vendas completo, pronto para copiar e enviar no WhatsApp.',
    action: 'Gerar meu script',
    icon: MessageSquareText,
  },
  {
    to: '/dashboard?section=objecoes',
    title: 'Quebrador de Objeções',
    benefit: 'Cinco respostas prontas para quando o cliente disser “tá caro” ou “vou pensar”.',
    action: 'Quebrar uma objeção',
    icon: ShieldCheck,
  },
];

/**
 * The member's home (/inicio and /members): a greeting, the guide, the two AI tools and the
 * customers to talk to today. A member with customers sees Hoje first, under a compact
 * greeting; a new one the whole welcome first.
 */
export default function WelcomePage() {
  const hasCustomers = useHasCustomers();
  const queryClient = useQueryClient();
  // A customer opened from Hoje (a row without a phone): their dialog, over the page.
  const [editing, setEditing] = useState<string | null>(null);
  const today = (className: string) => (
    <TodayPanel className={className} onEditCustomer={setEditing} />
  );
  return (
    <div>
      <Welcome compact={hasCustomers} />
      {hasCustomers && today('mt-6')}
      <Tools working={hasCustomers} />
      {/* Only the browser knows the phone, so this card appears after the first paint: below
          the tools, it moves nothing the member is looking at (it cost a 0.13 layout shift
          above them on a phone). */}
      <ShareFromWhatsAppCard closable className="mt-8 flex flex-col gap-4 py-5" />
      {!hasCustomers && today('mt-10')}
      {editing && (
        <Suspense fallback={null}>
          <CustomerDialog
            id={editing}
            onClose={() => {
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: todayKeys.all });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The welcome's sentence: the first day's promise, or words for one who has been here a while. */
function welcomeLine(compact: boolean, memberSince: string | undefined) {
  if (compact)
    return 'Que bom ter você de volta. Comece pelos clientes de hoje: a mensagem de cada um já está pronta.';
  const days = memberSince ? (Date.now() - Date.parse(memberSince)) / DAY_MS : 0;
  if (days > NEW_MEMBER_DAYS)
    return 'Que bom ter você de volta. Cadastre seus clientes em Minhas Vendas: a cada dia, o Hoje mostra quem chamar e a mensagem pronta para enviar.';
  return 'Que bom ter você aqui. Em poucos minutos você terá mensagens prontas para transformar conversas do WhatsApp em vendas.';
}

function Welcome({ compact }: { compact: boolean }) {
  const { appName } = useAppConfig();
  const { data: me } = useMe();
  const name = me?.displayName || me?.email || 'Usuário';
  return (
    <section
      className={cn(
        'rounded-xl bg-linear-to-br from-brand-700 to-brand-900 text-white shadow-sm',
        compact ? 'p-4 sm:p-6' : 'p-6 sm:p-8',
      )}
    >
      {!compact && <p className="text-sm font-medium text-brand-100">Bem-vindo(a) ao {appName}</p>}
      <h1
        className={cn(
          'font-bold break-words',
          compact ? 'text-xl sm:text-2xl' : 'mt-1 text-2xl sm:text-3xl',
        )}
      >
        Olá, {name}!
      </h1>
      <p className={cn('max-w-2xl text-brand-50', compact ? 'mt-1' : 'mt-3')}>
        {welcomeLine(compact, me?.memberSince)}
      </p>
      <Link
        to="/orientacoes"
        className={buttonVariants({
          variant: 'light',
          size: 'lg-wrap',
          className: compact ? 'mt-3 w-full sm:w-auto' : 'mt-6 w-full sm:w-auto',
        })}
      >
        <Zap aria-hidden="true" />
        Toque Aqui para Turbinar seu WhatsApp
      </Link>
    </section>
  );
}

/** `working`: a member with customers, who has registered a product long ago. */
function Tools({ working }: { working: boolean }) {
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Suas ferramentas de venda</h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className={cn(
                'group flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors',
                'hover:border-brand-500 hover:bg-brand-50/40',
                'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden',
              )}
            >
              <IconTile icon={tool.icon} />
              <h3 className="text-base font-semibold text-slate-900">{tool.title}</h3>
              <span className="text-sm text-slate-600">{tool.benefit}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 group-hover:text-brand-800">
                {tool.action}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <Package className="size-4 text-brand-700" aria-hidden="true" />
        As ferramentas usam os dados do seu produto.
        <Link
          to="/dashboard?section=produtos"
          className="inline-flex min-h-11 items-center rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden"
        >
          {working ? 'Ver meus produtos' : 'Cadastrar meu produto'}
        </Link>
      </p>
    </>
  );
}
