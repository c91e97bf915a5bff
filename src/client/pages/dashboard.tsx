import { useSearchParams } from 'react-router';
import type { DashboardSection } from '#shared/routes.ts';
import { navItems, sectionFrom } from '../app/shell/nav-items.ts';

const descriptions: Record<DashboardSection, string> = {
  produtos: 'Cadastre seus produtos e serviços: eles alimentam os scripts e as respostas da IA.',
  scripts: 'Gere scripts de venda completos, etapa por etapa, para usar no WhatsApp.',
  objecoes: 'Receba 5 maneiras de quebrar qualquer objeção do seu cliente.',
  vendas: 'Gerencie seus clientes e acompanhe suas vendas.',
};

/**
 * /dashboard hosts the four feature sections, chosen by ?section= (produtos by default and
 * for anything unknown). Each section's screen comes with its feature.
 */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const section = sectionFrom(params);
  const title = navItems.find((item) => item.section === section)!.label;
  return (
    <div className="mx-auto max-w-6xl" data-section={section}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-700">{descriptions[section]}</p>
    </div>
  );
}
