// The frequently asked questions, shared by /faq and /help.
import { ChevronDown } from 'lucide-react';

const QUESTIONS: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'What is Stash?',
    answer:
      'Stash is a personal home for the posts you save from Instagram, TikTok and X. It keeps each post, works out the places, events, recipes and ideas in it, and lets you find them again on a feed, a map, a calendar or by asking.',
  },
  {
    question: 'How do I save a link?',
    answer:
      'Paste a link into Stash on the web, share it from your phone with the share sheet, or send the post as a direct message to the Stash Instagram account. It appears in your stash a moment later.',
  },
  {
    question: 'Which apps does it work with?',
    answer: 'Instagram, TikTok and X (Twitter) links today.',
  },
  {
    question: 'How do I get access?',
    answer:
      'Stash is in private beta. Members join with an invitation: open the claim link from your invitation email, confirm your email address and set up your account.',
  },
  {
    question: 'Who can see my stash?',
    answer: 'Only you. Your saves, tags and questions to Stash AI are private to your account.',
  },
];

/** The questions, each opening to its answer (the FAQ page and the help page). */
export function FaqList() {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-[15px] font-medium text-ink transition-colors hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown className="size-4 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-5 pb-5 text-[15px] leading-relaxed text-ink-muted">{answer}</p>
        </details>
      ))}
    </div>
  );
}
