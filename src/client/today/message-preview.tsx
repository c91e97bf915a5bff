/** The start of a row's ready message: two lines, the whole text on hover. */
export function MessagePreview({ text }: { text: string }) {
  return (
    <p
      className="mt-2 line-clamp-2 border-l-2 border-emerald-300 pl-2 text-sm text-slate-700 [overflow-wrap:anywhere]"
      title={text}
    >
      <span className="sr-only">Mensagem: </span>
      {text}
    </p>
  );
}
