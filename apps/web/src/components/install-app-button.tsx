// 'Install Stash': shown only while the browser offers to install the app.
import { Download } from 'lucide-react';
import { installPrompt, useCanInstall, type InstallPrompt } from '../lib/install-prompt';
import { Button } from './ui/button';

export function InstallAppButton({ prompt = installPrompt, className }: { prompt?: InstallPrompt | null; className?: string }) {
  const canInstall = useCanInstall(prompt);
  if (!canInstall || !prompt) return null;
  return (
    <Button variant="secondary" className={className} onClick={() => void prompt.install()}>
      <Download className="size-4" aria-hidden="true" />
      Install Stash
    </Button>
  );
}
