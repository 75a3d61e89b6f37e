// 'Instagram · 3 days ago': where a stash came from and how long ago it was saved, as the stash
// card and the stash drawer's header show it.
import type { ReactNode } from 'react';
import { PlatformIcon, platformName } from './platform-icon';

interface PlatformAndAgeProps {
  platform: string;
  age: string | null;
  /** The line's own classes (size, colour, flex). */
  className: string;
  iconClassName: string;
}

export function PlatformAndAge({ platform, age, className, iconClassName }: PlatformAndAgeProps): ReactNode {
  return (
    <p className={className}>
      <PlatformIcon platform={platform} className={iconClassName} />
      <span>{platformName(platform)}</span>
      {age ? (
        <>
          <span aria-hidden="true">·</span>
          <span className="truncate">{age}</span>
        </>
      ) : null}
    </p>
  );
}
