/** ?section=resultados: how the member's sales go. */
export default function ResultsSection() {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-slate-900">Resultados</h1>
    </div>
  );
}
