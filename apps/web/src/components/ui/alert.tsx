import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';

type Tone = 'error' | 'success';

const tones: Record<Tone, string> = {
  error: 'border-danger-line bg-danger-soft text-danger-text',
  success: 'border-success-line bg-success-soft text-success-text',
};

/** A message region; errors use role="alert" so they are announced the moment they appear. */
export function Alert({ tone = 'error', children, id }: { tone?: Tone; children: ReactNode; id?: string }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex animate-pop-in items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-relaxed ${tones[tone]}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">{children}</p>
    </div>
  );
}
