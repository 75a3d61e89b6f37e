// Copies the stash's link (or its text when it has no link): idle, 'Copied' for 2 s, idle again
// (spec sections 4 and 9). The change is announced, and pressing again restarts the 2 s.
import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPY_CONFIRMATION_MS } from '@stash/shared';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: 'link' or 'text'. */
  what: 'link' | 'text';
}

export function CopyButton({ text, what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(`Couldn't copy the ${what}`, { description: 'Please try again' });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={copied ? 'Copied' : `Copy ${what}`}>
        {copied ? <Check className="size-4 text-success-text" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
        <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
      </Button>
      <span className="sr-only" role="status">
        {copied ? `${what === 'link' ? 'Link' : 'Text'} copied` : ''}
      </span>
    </>
  );
}
