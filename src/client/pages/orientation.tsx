// Built out by its own issue; until then the route exists and is code-split.
export default function OrientationPage() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">Como utilizar</h1>
    </main>
  );
}
