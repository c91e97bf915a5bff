import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { IconTile } from '../components/ui/icon-tile.tsx';

/** What a member who is not an admin sees at /admin (the API refuses them anyway). */
export function RestrictedArea() {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
      <IconTile icon={Lock} size="lg" />
      <h1 className="text-2xl font-bold text-slate-900">Área restrita</h1>
      <p className="text-slate-700">
        Esta página é só para a administração do FechaZap. Se você acha que deveria ter acesso, fale
        com o responsável pela plataforma.
      </p>
      <Link to="/inicio" className={buttonVariants({ className: 'mt-2' })}>
        Voltar ao início
      </Link>
    </div>
  );
}
