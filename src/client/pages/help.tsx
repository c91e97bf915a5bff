import { ChevronDownIcon, LifeBuoy, Lightbulb, MessageCircle } from 'lucide-react';
import { Badge } from '../components/ui/badge.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { faqCategories, type FaqCategory, type FaqItem } from '../help/faq.ts';
import { useAppConfig } from '../lib/app-config.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import { IconTile } from '../components/ui/icon-tile.tsx';

/** '1 pergunta', '4 perguntas'. */
function questionCount(n: number): string {
  return `${n} ${n === 1 ? 'pergunta' : 'perguntas'}`;
}

function FaqAnswer({ item }: { item: FaqItem }) {
  return (
    <div className="space-y-3 leading-relaxed">
      <p>{item.answer}</p>
      {item.list && (
        <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-700">
          {item.list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {item.tip && (
        <p className="flex gap-2 rounded-md bg-brand-50 p-3 text-brand-900">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{item.tip}</span>
        </p>
      )}
    </div>
  );
}

function FaqCategoryCard({ category }: { category: FaqCategory }) {
  const headingId = `faq-${category.id}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex items-start gap-3">
        <IconTile icon={category.icon} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <CardTitle asChild>
              <h2 id={headingId}>{category.title}</h2>
            </CardTitle>
            <Badge variant="success">{questionCount(category.items.length)}</Badge>
          </div>
          <CardDescription>{category.description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {/* One question open at a time per category: details elements sharing a name. */}
        <div className="flex flex-col">
          {category.items.map((item) => (
            <details
              key={item.question}
              name={`faq-${category.id}`}
              className="group border-b border-slate-200 last:border-b-0"
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md py-3 text-left text-sm font-medium text-slate-900 transition-colors hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-600 transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <div className="pb-4 text-sm text-slate-700">
                <FaqAnswer item={item} />
              </div>
            </details>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

function SupportCard() {
  const { appName, data: config } = useAppConfig();
  const message = `Olá! Estou na Central de Ajuda do ${appName} e preciso de ajuda.`;
  return (
    <section
      aria-labelledby="faq-suporte"
      className="mt-6 flex flex-col gap-4 rounded-lg border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <LifeBuoy className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="faq-suporte" className="font-semibold text-brand-900">
            Ainda precisa de ajuda?
          </h2>
          <p className="text-sm text-slate-700">
            Fale com o suporte pelo WhatsApp e informe o email usado na compra.
          </p>
        </div>
      </div>
      {config?.supportWhatsApp && (
        <a
          className={buttonVariants({ className: 'w-full sm:w-auto' })}
          href={whatsAppLink(config.supportWhatsApp, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" /> Falar com o suporte
        </a>
      )}
    </section>
  );
}

export default function HelpPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Central de Ajuda</h1>
      <p className="mt-2 text-slate-600">
        Respostas rápidas para as dúvidas mais comuns. Abra uma pergunta para ver a resposta.
      </p>
      <div className="mt-6 grid items-start gap-4 lg:grid-cols-2">
        {faqCategories.map((category) => (
          <FaqCategoryCard key={category.id} category={category} />
        ))}
      </div>
      <SupportCard />
    </div>
  );
}
