// What the member has used of their limits: new saves today against the daily cap, and stored
// pictures and videos against the media quota (GET /profile's usage).
import type { MemberUsage } from '@stash/shared';
import { useProfile } from '../../api/profile-hooks';
import { ProfileSection } from './profile-section';

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

function resetLabel(resetAt: string | null): string | null {
  if (!resetAt) return null;
  const time = new Date(resetAt).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return `Resets at ${time}`;
}

/** One used-of-limit row with a meter; a limit of 0 means there is none. */
function UsageRow({ label, used, limit, usedLabel, limitLabel, note }: { label: string; used: number; limit: number; usedLabel: string; limitLabel: string; note?: string | null }) {
  const text = limit > 0 ? `${usedLabel} of ${limitLabel}` : `${usedLabel} (no limit)`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-[15px]">
        <span>{label}</span>
        <span className="text-ink-muted">{text}</span>
      </div>
      {limit > 0 ? <meter className="h-2 w-full" min={0} max={limit} value={Math.min(used, limit)} aria-label={`${label}: ${text}`} /> : null}
      {note ? <p className="text-[13px] text-ink-muted">{note}</p> : null}
    </div>
  );
}

export function UsageView({ usage }: { usage: MemberUsage }) {
  return (
    <div className="flex flex-col gap-4">
      <UsageRow
        label="Saves today"
        used={usage.saves_today}
        limit={usage.saves_per_day}
        usedLabel={usage.saves_today.toLocaleString()}
        limitLabel={usage.saves_per_day.toLocaleString()}
        note={usage.saves_per_day > 0 ? resetLabel(usage.saves_reset_at) : null}
      />
      <UsageRow
        label="Pictures and videos"
        used={usage.media_bytes}
        limit={usage.media_bytes_quota}
        usedLabel={sizeLabel(usage.media_bytes)}
        limitLabel={sizeLabel(usage.media_bytes_quota)}
        note={usage.media_bytes_quota > 0 && usage.media_bytes >= usage.media_bytes_quota ? 'New stashes keep their text and links, without stored pictures.' : null}
      />
    </div>
  );
}

export function UsageSection() {
  const profile = useProfile();
  return (
    <ProfileSection title="Usage">
      {profile.isPending ? (
        <p className="text-[15px] text-ink-muted" role="status">
          Loading usage…
        </p>
      ) : profile.data?.usage ? (
        <UsageView usage={profile.data.usage} />
      ) : (
        <p className="text-[15px] text-ink-muted">Usage is not available right now.</p>
      )}
    </ProfileSection>
  );
}
