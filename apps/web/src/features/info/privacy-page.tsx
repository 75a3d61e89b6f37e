import { InfoPageLayout, InfoSection } from './info-page-layout';

export function PrivacyPage() {
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Privacy Policy"
      intro="Your stash is personal. Here is what we keep, why, and what we never do."
    >
      <InfoSection title="What we keep">
        <p>Your email, name and username; the links you save with the text and media of those posts; and your tags.</p>
        <p>If you save by direct message on Instagram, we keep your Instagram sender id so messages reach your stash.</p>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          Only to run Stash for you: organising saves, finding places and events in them, search, and answering your
          questions to Stash AI. Your saves are never shown to other members.
        </p>
      </InfoSection>
      <InfoSection title="What we never do">
        <p>We do not sell your data or use your saves for advertising.</p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>You can ask for a copy of your data, or for your account and everything in it to be deleted, at any time.</p>
      </InfoSection>
    </InfoPageLayout>
  );
}
