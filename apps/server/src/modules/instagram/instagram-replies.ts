// What Stash answers by direct message. Short, plain text: Instagram shows it as a chat bubble.

const MAX_TITLE = 80;

const shorten = (text: string) => (text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text);

/** 'Saved to your stash: Taquería El Faro, Brooklyn' (what was found in it, where), or the post's title. */
export function savedReply(post: { title: string | null; entities: ReadonlyArray<{ name: string; city: string | null }>; link: string }): string {
  const [first, ...others] = post.entities;
  const what = first
    ? [first.city ? `${first.name}, ${first.city}` : first.name, others.length > 0 ? ` and ${others.length} more` : ''].join('')
    : shorten(post.title?.trim() || 'your post');
  return `Saved to your stash: ${what}\n${post.link}`;
}

export function failedReply(reason: string | null): string {
  return `Sorry, that post could not be saved to your stash${reason ? `: ${reason}` : '.'}`;
}

export function linkedReply(name: string | null): string {
  return `You're linked${name ? `, ${name}` : ''}! Share posts and reels to this account and they will land in your stash.`;
}

/** Told once to an account no member has linked: how to join, and how a member links. */
export function joinReply(publicUrl: string): string {
  return [
    'Hi! This is Stash: share posts here and find them organised later.',
    `Not a member yet? Join the waitlist: ${publicUrl}/get-started`,
    'Already a member? Open your profile in Stash and send us the code shown there; what you sent in the last 7 days will be saved then.',
  ].join('\n');
}

export function nothingToSaveReply(): string {
  return 'Share a post or reel (or send its link) and it will be saved to your stash.';
}
