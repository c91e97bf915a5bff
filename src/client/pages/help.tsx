// Built out by its own issue; until then the route exists and is code-split.
export default function HelpPage() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Central de Ajuda</h1>
    </main>
  );
}
