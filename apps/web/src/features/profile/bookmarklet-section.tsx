// The 'Save to Stash' bookmarklet, offered on the profile: a link to drag to the bookmarks bar (or
// to copy, on a phone or from the keyboard), and how to install and use it.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPY_CONFIRMATION_MS } from '@stash/shared';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { LogoMark } from '../../components/logo';
import { bookmarkletHref } from './bookmarklet';
import { ProfileSection } from './profile-section';

const INSTRUCTIONS_ID = 'bookmarklet-instructions';

export function BookmarkletSection() {
  // This Stash's own address, so a bookmarklet made on a self-hosted server saves to it.
  const href = bookmarkletHref(window.location.origin);
  const [note, setNote] = useState('');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // React 19 refuses javascript: URLs in href (it swaps in one that throws), a guard against
  // links made from untrusted input. This script is our own and is the whole point of the link,
  // so it is set on the element directly, where React does not look.
  function setScript(link: HTMLAnchorElement | null) {
    link?.setAttribute('href', href);
  }

  // Clicked here it would only try to save the profile page: say what to do with it instead.
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setNote('Drag this button to your bookmarks bar, then click it there when you are on a post.');
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(href);
    } catch {
      setNote("Couldn't copy the bookmarklet. Please try again.");
      return;
    }
    setNote('');
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <ProfileSection title="Bookmarklet" description="Save the post you are looking at on Instagram, TikTok or X with one click from your browser.">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <a ref={setScript} onClick={onClick} aria-describedby={INSTRUCTIONS_ID} className={buttonClasses({ className: 'cursor-grab' })}>
              <LogoMark className="size-5" />
              Save to Stash
            </a>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {copied ? <Check className="size-4 text-success-text" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy bookmarklet'}
            </Button>
          </div>
          <p className="text-[14px] text-ink" role="status">
            {copied ? 'Bookmarklet copied' : note}
          </p>
        </div>
        <ol id={INSTRUCTIONS_ID} className="list-decimal space-y-1.5 pl-5 text-[15px] text-ink-muted">
          <li>
            On a computer, drag <strong className="font-semibold text-ink">Save to Stash</strong> to your bookmarks bar. No bar? Show it with
            Ctrl+Shift+B (⌘+Shift+B on a Mac).
          </li>
          <li>Open a post on Instagram, TikTok or X and click the bookmark: Stash opens in a small window and saves it.</li>
          <li>On a phone, copy the bookmarklet, bookmark any page, then edit that bookmark and paste what you copied as its address.</li>
        </ol>
      </div>
    </ProfileSection>
  );
}
