import { Button } from '../components/ui/button.tsx';
import { nicheExamples, type NicheExample } from './examples.ts';

/**
 * The niches of 'Começar com um exemplo', one button each: in its dialog, and in the open on a
 * page with no product yet, where one tap opens the form filled in (a first script in fewer taps).
 */
export default function ExampleNiches({
  onPick,
  labelledBy,
}: {
  onPick: (example: NicheExample) => void;
  /** The id of the words that name the list, where no dialog title does. */
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="grid w-full grid-cols-2 gap-2 sm:grid-cols-3">
      {nicheExamples.map((example) => (
        <li key={example.id}>
          <Button
            variant="outline"
            justify="start"
            className="w-full"
            onClick={() => onPick(example)}
          >
            {example.label}
          </Button>
        </li>
      ))}
    </ul>
  );
}
