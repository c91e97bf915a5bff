import { Button } from '../components/ui/button.tsx';
import type { NicheExample } from './examples.ts';
import { niches } from './niches.ts';

/**
 * The niches of 'Começar com um exemplo', one button each: in its dialog, and in the open on a
 * page with no product yet, where one tap opens the form filled in (a first script in fewer
 * taps). The examples themselves load when one is picked.
 */
export function ExampleNiches({
  onPick,
  labelledBy,
}: {
  onPick: (example: NicheExample) => void;
  /** The id of the words that name the list, where no dialog title does. */
  labelledBy?: string;
}) {
  const pick = (id: string) =>
    void import('./examples.ts').then(({ nicheExamples }) =>
      onPick(nicheExamples.find((e) => e.id === id)!),
    );
  return (
    <ul aria-labelledby={labelledBy} className="grid w-full grid-cols-2 gap-2 sm:grid-cols-3">
      {niches.map((niche) => (
        <li key={niche.id}>
          <Button
            variant="outline"
            justify="start"
            size="wrap"
            className="w-full"
            onClick={() => pick(niche.id)}
          >
            {niche.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
