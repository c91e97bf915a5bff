import { useEffect, useRef, useState } from 'react';
import {
  ArrowRight,
  BellRing,
  CalendarCheck,
  Check,
  KanbanSquare,
  ClipboardPaste,
  ExternalLink,
  MessageCircle,
  MessageSquareText,
  MessagesSquare,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, SectionCard } from '../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useAppConfig } from '../lib/app-config.ts';
import { cn } from '../lib/cn.ts';
import { IconTile } from '../components/ui/icon-tile.tsx';

const WHATSAPP_WEB_URL = 'https://web.whatsapp.com';
/** Opens the WhatsApp app itself on a phone (its chat list), where WhatsApp Web is no use. */
const WHATSAPP_APP_URL = 'whatsapp://send';

type Step = 'whatsapp' | 'ferramentas';

function StepNumber({ n, done }: { n: number; done?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
        done ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800',
      )}
    >
      {done ? <Check className="size-3.5" /> : n}
    </span>
  );
}

const tools = [
  {
    title: 'Gerador de Scripts',
    icon: MessageSquareText,
    text: 'Escolha seu produto e receba um roteiro completo, da primeira mensagem ao follow-up. Cada mensagem vem em um balão separado: envie uma de cada vez e espere a resposta do cliente.',
    limit: '3 scripts por dia',
  },
  {
    title: 'Quebrador de Objeções',
    icon: ShieldCheck,
    text: 'Recebeu um “tá caro” ou “vou pensar”? Conte a necessidade do cliente e a objeção e receba 5 respostas prontas para copiar.',
    limit: '5 quebras por dia',
  },
] as const;

/** What a seller does every day, once the conversations and products are in. */
const day = [
  {
    icon: CalendarCheck,
    title: 'Hoje',
    text: 'Na tela Início, a lista Hoje mostra quem espera seu retorno, com a mensagem pronta para enviar no WhatsApp.',
    to: '/inicio',
    link: 'Ver Hoje',
  },
  {
    icon: KanbanSquare,
    title: 'Minhas Vendas',
    text: 'Cada cliente numa fase, de Prospecção a Fechado. Mude a fase quando a conversa andar e marque o próximo contato.',
    to: '/dashboard?section=vendas',
    link: 'Abrir Minhas Vendas',
  },
  {
    icon: BellRing,
    title: 'Lembretes',
    text: 'Em Minha Conta, ative o lembrete neste aparelho: ele avisa na hora escolhida quando há follow-ups do dia.',
    to: '/minha-conta',
    link: 'Ativar lembretes',
  },
] as const;

/** /orientacoes: two steps, the second unlocked only by 'Avançar para Próxima Etapa'. */
export default function OrientationPage() {
  const { appName } = useAppConfig();
  const [step, setStep] = useState<Step>('whatsapp');
  const [advanced, setAdvanced] = useState(false);
  const step2Ref = useRef<HTMLDivElement>(null);
  const focusStep2 = useRef(false);

  useEffect(() => {
    if (step === 'ferramentas' && focusStep2.current) {
      focusStep2.current = false;
      step2Ref.current?.focus();
    }
  }, [step]);

  function advance() {
    setAdvanced(true);
    focusStep2.current = true;
    setStep('ferramentas');
  }

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Como utilizar</h1>
      <p className="mt-2 text-slate-600">
        Dois passos rápidos para começar a vender pelo WhatsApp com o {appName}.
      </p>

      <Tabs
        className="mt-6"
        value={step}
        onValueChange={(value) => {
          if (value === 'whatsapp' || (value === 'ferramentas' && advanced)) setStep(value);
        }}
      >
        <TabsList className="inline-flex w-full sm:w-fit">
          <TabsTrigger value="whatsapp" fill>
            <StepNumber n={1} done={advanced} />
            Conectar WhatsApp
          </TabsTrigger>
          <TabsTrigger value="ferramentas" disabled={!advanced} fill>
            <StepNumber n={2} />
            Ferramentas
          </TabsTrigger>
        </TabsList>

        <TabsContent value="whatsapp">
          <SectionCard
            title="Conectar WhatsApp"
            heading={2}
            description="Deixe o WhatsApp aberto ao lado: você copia a mensagem aqui e cola na conversa em segundos."
            contentClassName="flex flex-col gap-5"
          >
            {/* A touch screen is a phone or tablet with WhatsApp itself; a mouse, a computer. */}
            <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-700 pointer-coarse:hidden">
              <li>Clique em ‘Abrir WhatsApp Web’: ele abre em uma nova aba.</li>
              <li>
                No celular, abra o WhatsApp, vá em ‘Aparelhos conectados’ › ‘Conectar um aparelho’ e
                aponte a câmera para o QR code.
              </li>
              <li>Pronto! Volte para esta aba e avance para a próxima etapa.</li>
            </ol>
            <div className="pointer-coarse:hidden">
              <a
                href={WHATSAPP_WEB_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ size: 'lg', className: 'w-full sm:w-fit' })}
              >
                <ExternalLink aria-hidden="true" />
                Abrir WhatsApp Web
                <span className="sr-only">(abre em uma nova aba)</span>
              </a>
            </div>
            <div className="hidden pointer-coarse:block">
              <a
                href={WHATSAPP_APP_URL}
                className={buttonVariants({ size: 'lg', className: 'w-full sm:w-fit' })}
              >
                <MessageCircle aria-hidden="true" />
                Abrir o WhatsApp
              </a>
            </div>
            <p className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <Smartphone className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span>
                <strong className="font-semibold">Está no celular?</strong> Você não precisa do
                WhatsApp Web: use o próprio aplicativo do WhatsApp ou o WhatsApp Business. Copie a
                mensagem aqui e cole na conversa com o cliente.
              </span>
            </p>
            <Button
              variant="outline"
              size="lg"
              className="w-full sm:w-fit sm:self-end"
              onClick={advance}
            >
              Avançar para Próxima Etapa
              <ArrowRight aria-hidden="true" />
            </Button>
          </SectionCard>
        </TabsContent>

        <TabsContent value="ferramentas" ref={step2Ref}>
          <h2 className="sr-only">Ferramentas</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {tools.map((tool) => (
              <Card key={tool.title}>
                <CardHeader className="flex items-center gap-3">
                  <IconTile icon={tool.icon} size="sm" />
                  <CardTitle>{tool.title}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-2 text-sm text-slate-700">
                  <p>{tool.text}</p>
                  <p className="font-medium text-brand-800">{tool.limit}</p>
                </CardContent>
              </Card>
            ))}
          </div>
          <Card className="mt-4 flex flex-col gap-4 py-5">
            <CardHeader className="flex items-center gap-3">
              <IconTile icon={MessagesSquare} size="sm" />
              <CardTitle>Conversas do WhatsApp</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
              <p>
                O cliente escreveu? Traga a conversa para o {appName}: ela fica no histórico do
                cliente e você recebe 3 respostas prontas para enviar.
              </p>
              <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-700">
                <li>
                  No Android, toque em Compartilhar na conversa e escolha {appName}. Contatos
                  compartilhados viram clientes no quadro.
                </li>
                <li>No iPhone ou no computador, copie as mensagens e toque em ‘Colar conversa’.</li>
              </ul>
              <Link
                to="/compartilhar"
                className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-fit' })}
              >
                <ClipboardPaste aria-hidden="true" />
                Colar conversa
              </Link>
            </CardContent>
          </Card>
          <Card className="mt-4 flex flex-col gap-4 py-5">
            <CardHeader>
              <CardTitle>Seu dia de vendas</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 text-sm text-slate-700 sm:grid-cols-3">
                {day.map(({ icon: Icon, title, text, to, link }) => (
                  <li key={title} className="flex flex-col gap-2">
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      <Icon className="size-5 text-brand-700" aria-hidden="true" />
                      {title}
                    </span>
                    <p>{text}</p>
                    <Link
                      to={to}
                      className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    >
                      {link}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <div className="mt-5 flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-brand-900">
              Comece cadastrando seu produto ou serviço: as duas ferramentas usam essas informações.
            </p>
            <Link
              to="/dashboard"
              className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
            >
              Cadastrar meu produto
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
