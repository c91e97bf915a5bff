import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { DashboardSection } from '#shared/routes.ts';
import { sectionFrom } from '../app/shell/nav-items.ts';
import { Loading } from '../components/ui/loading.tsx';
import { lazyModule } from '../lib/lazy-module.tsx';

const sections: Record<DashboardSection, React.ComponentType> = {
  produtos: lazyModule(
    'products/products-section.tsx',
    () => import('../products/products-section.tsx'),
  ),
  scripts: lazyModule(
    'scripts/scripts-section.tsx',
    () => import('../scripts/scripts-section.tsx'),
  ),
  objecoes: lazyModule(
    'objections/objections-section.tsx',
    () => import('../objections/objections-section.tsx'),
  ),
  vendas: lazyModule(
    'pipeline/pipeline-section.tsx',
    () => import('../pipeline/pipeline-section.tsx'),
  ),
  resultados: lazyModule(
    'results/results-section.tsx',
    () => import('../results/results-section.tsx'),
  ),
};

/** /dashboard hosts the feature sections, chosen by ?section= (produtos by default). */
export default function DashboardPage() {
  const [params] = useSearchParams();
  const section = sectionFrom(params);
  const Section = sections[section];
  return (
    <div data-section={section}>
      <Suspense fallback={<Loading />}>
        <Section />
      </Suspense>
    </div>
  );
}
