import {
  ArrowRight,
  BellRing,
  CalendarCheck,
  ClipboardPaste,
  KanbanSquare,
  MessageSquareText,
  Package,
  ShieldCheck,
} from 'lucide-react';
import { BrandMark } from '../components/brand.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
// The app's Hoje at 360 px (2× for AVIF and WebP; the PNG, 1×, is for browsers without them).
import phoneAvif from './landing-phone.avif';
import phonePng from './landing-phone.png';
import phoneWebp from './landing-phone.webp';
import { mainContent, SkipLink } from '../components/ui/skip-link.tsx';
import { IconTile } from '../components/ui/icon-tile.tsx';

export interface LandingProps {
  appName: string;
  checkoutUrl: string;
  /** The checkout's price ('R$ 97,00'), shown beside the buy button when the operator set it. */
  price?: string | undefined;
  signedIn: boolean;
  year: number;
}

const features = [
  {
    icon: Package,
    title: 'Gestão de Produtos',
    text: 'Cadastre nicho e cliente ideal, os problemas que você resolve, diferenciais e garantias, preços e ofertas. Tudo vira munição para a IA.',
  },
  {
    icon: MessageSquareText,
    title: 'Scripts com IA',
    text: 'Mensagens prontas para cada etapa da conversa, da abertura ao follow-up, e 5 maneiras de quebrar qualquer objeção do cliente.',
  },
  {
    icon: KanbanSquare,
    title: 'Pipeline de Vendas',
    text: 'Seus clientes organizados em seis fases, do primeiro contato ao fechamento, com um toque para abrir a conversa no WhatsApp.',
  },
];

/** What changes in a seller's day, in their words. */
const day = [
  {
    icon: ClipboardPaste,
    title: 'Cole a conversa, receba a resposta',
    text: 'Compartilhe ou cole a conversa do WhatsApp e o app escreve a próxima mensagem para você enviar.',
  },
  {
    icon: CalendarCheck,
    title: 'Hoje: quem chamar de volta',
    text: 'Todo dia o app mostra quem espera seu retorno, com a mensagem pronta. Nenhum cliente esquecido.',
  },
  {
    icon: KanbanSquare,
    title: 'Cada cliente na sua fase',
    text: 'Em Minhas Vendas você vê quem só perguntou, quem está interessado e quem está perto de fechar.',
  },
  {
    icon: ShieldCheck,
    title: '“Tá caro”? “Vou pensar”?',
    text: 'Receba 5 respostas prontas para a objeção do cliente e continue a conversa sem travar.',
  },
  {
    icon: BellRing,
    title: 'Lembrete na hora certa',
    text: 'Ative os lembretes e o celular avisa quando é dia de fazer o follow-up.',
  },
];

const steps = [
  'Cadastre seu produto ou serviço respondendo 9 perguntas rápidas.',
  'Gere o script de vendas completo, pronto para o WhatsApp.',
  'Copie a mensagem, envie para o cliente e feche a venda.',
];

/**
 * The landing page. Rendered to HTML by the server (no JavaScript shipped for it) and by the
 * SPA when the app navigates to '/', so it takes everything it needs as props.
 */
export function LandingPage({ appName, checkoutUrl, price, signedIn, year }: LandingProps) {
  const buy = { href: checkoutUrl, target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <SkipLink />
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-4 sm:gap-3 sm:px-4">
        <a href="/" className="rounded-md">
          <BrandMark appName={appName} />
        </a>
        <nav className="flex items-center gap-1 sm:gap-2" aria-label="Acesso">
          {signedIn ? (
            <a href="/inicio" className={buttonVariants({ size: 'sm' })}>
              Dashboard
            </a>
          ) : (
            <>
              <a href="/auth" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Entrar
              </a>
              <a href="/auth" className={buttonVariants({ size: 'sm' })}>
                Acessar agora
              </a>
            </>
          )}
        </nav>
      </header>

      <main {...mainContent} className="outline-none">
        <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-8 pb-14 text-center sm:pt-20 sm:pb-24">
          <p className="mx-auto inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
            Para quem vende pelo WhatsApp
          </p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:mt-5 sm:text-6xl">
            Sistema Completo de Gestão WhatsApp
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-700 sm:mt-5 sm:text-xl">
            Scripts de venda com IA para cada etapa da conversa, respostas para qualquer objeção e
            seus clientes organizados. Sua primeira mensagem de venda pronta em poucos minutos.
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:mt-8 sm:flex-row">
            <a {...buy} className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
              Comprar agora <ArrowRight aria-hidden />
            </a>
            <a
              href="/auth"
              className={buttonVariants({
                variant: 'outline',
                size: 'lg',
                className: 'w-full sm:w-auto',
              })}
            >
              Já sou membro
            </a>
          </div>
          {price && (
            <p className="mt-3 text-slate-700">
              Acesso por <strong className="font-semibold text-slate-900">{price}</strong>
            </p>
          )}
          <a
            href="#funcionalidades"
            className={buttonVariants({ variant: 'ghost', className: 'mt-2' })}
          >
            Ver Funcionalidades
          </a>
        </section>

        <section className="mx-auto grid max-w-5xl items-center gap-10 px-4 py-14 md:grid-cols-[auto_1fr] md:gap-14">
          <picture className="mx-auto block w-60 overflow-hidden rounded-[2rem] border-8 border-slate-900 bg-slate-900 shadow-xl sm:w-64">
            <source type="image/avif" srcSet={phoneAvif} />
            <source type="image/webp" srcSet={phoneWebp} />
            <img
              src={phonePng}
              width={360}
              height={720}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full rounded-[1.5rem]"
              alt={`O ${appName} no celular: a lista Hoje com os clientes para retomar e o botão Enviar no WhatsApp.`}
            />
          </picture>
          <div>
            <h2 className="text-3xl font-bold tracking-tight">Seu dia de vendas no celular</h2>
            <ul className="mt-6 grid gap-5">
              {day.map(({ icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <IconTile icon={icon} size="sm" />
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1 text-slate-700">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="funcionalidades" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-16">
          <h2 className="text-center text-3xl font-bold tracking-tight">
            Tudo o que você precisa para vender mais
          </h2>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {features.map(({ icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <IconTile icon={icon} />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="bg-slate-50 px-4 py-16">
          <div className="mx-auto max-w-4xl">
            <h2 className="text-center text-3xl font-bold tracking-tight">Como funciona</h2>
            <ol className="mt-10 grid gap-5 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-xl bg-white p-5 shadow-sm md:flex-col">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                    {index + 1}
                  </span>
                  <p className="text-slate-700">{step}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="px-4 py-16 text-center">
          <div className="mx-auto max-w-2xl rounded-2xl bg-brand-800 px-6 py-10 text-white">
            <h2 className="text-3xl font-bold">Ainda não é membro?</h2>
            <p className="mt-3 text-brand-50">
              Garanta seu acesso agora e comece a fechar mais vendas pelo WhatsApp hoje mesmo.
            </p>
            {price && (
              <p className="mt-3 text-brand-50">
                Acesso por <strong className="font-semibold text-white">{price}</strong>
              </p>
            )}
            <a
              {...buy}
              className={buttonVariants({ variant: 'light', size: 'lg', className: 'mt-6' })}
            >
              Quero comprar agora
            </a>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-4 py-6 text-center text-sm text-slate-600">
        {`© ${year} ${appName}. Todos os direitos reservados.`}
      </footer>
    </div>
  );
}
