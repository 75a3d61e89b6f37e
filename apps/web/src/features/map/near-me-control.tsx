// The 'Near me' button: asks the browser for the member's position and says plainly why there is
// none (refused, unavailable, unsupported) instead of failing silently.
import { LocateFixed, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { locateMember, type Position } from './near-me';

interface NearMeControlProps {
  /** Whether places near the member are what the map shows now. */
  active: boolean;
  onLocated: (position: Position) => void;
  onClear: () => void;
  /** The browser's geolocation; tests pass their own. */
  geolocation?: Geolocation;
}

export function NearMeControl({ active, onLocated, onClear, geolocation }: NearMeControlProps) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function locate() {
    setLocating(true);
    setProblem(null);
    const result = await locateMember(geolocation ?? globalThis.navigator?.geolocation);
    setLocating(false);
    if (result.ok) onLocated(result.position);
    else setProblem(result.message);
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {active ? (
        <Button variant="secondary" size="sm" onClick={onClear}>
          <X className="size-4" aria-hidden="true" />
          Show all places
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void locate()} disabled={locating} aria-busy={locating}>
          {locating ? <Spinner className="size-4" /> : <LocateFixed className="size-4" aria-hidden="true" />}
          {locating ? 'Finding you…' : 'Near me'}
        </Button>
      )}
      {problem ? (
        <p role="alert" className="max-w-md rounded-xl border border-danger-line bg-danger-soft px-3 py-2 text-sm text-danger-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
