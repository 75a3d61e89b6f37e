// /help (members): how to save, the guided tour again, the frequently asked questions, and a way
// to reach the team.
import { Compass } from 'lucide-react';
import { FeedbackForm } from '../../components/feedback-form';
import { Button } from '../../components/ui/button';
import { NumberedSteps } from '../../components/ui/state-panel';
import { startGuidedTour } from '../../lib/guided-tour';
import { FaqList } from './faq-list';
import { InfoPageLayout, InfoSection } from './info-page-layout';

const SAVING_STEPS = [
  'Copy the link of a post on Instagram, TikTok or X.',
  'Press + (Save a link) and paste it, or share the post to Stash from your phone.',
  'Stash keeps it and sorts out its places, events and recipes a moment later.',
] as const;

export function HelpPage() {
  return (
    <InfoPageLayout eyebrow="Help" title="How can we help?" intro="Saving posts, finding them again, and how to reach us.">
      <InfoSection title="Saving a post">
        <NumberedSteps steps={SAVING_STEPS} />
      </InfoSection>
      <InfoSection title="Getting around Stash">
        <p>A one-minute walk past the parts of Stash you'll use most: your recent stashes, search and Stash AI.</p>
        <Button variant="secondary" onClick={() => startGuidedTour()}>
          <Compass className="size-4.5" aria-hidden="true" />
          Take the tour
        </Button>
      </InfoSection>
      <InfoSection title="Questions">
        <FaqList />
      </InfoSection>
      <InfoSection title="Contact us">
        <p>Something not working, or an idea? Write to the team: we read every message.</p>
        <FeedbackForm />
      </InfoSection>
    </InfoPageLayout>
  );
}
