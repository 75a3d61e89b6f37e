import { InfoPageLayout, InfoSection } from './info-page-layout';

export function TermsPage() {
  return (
    <InfoPageLayout
      eyebrow="Legal"
      title="Terms of Service"
      intro="Stash is in private beta. These plain-language terms cover how you may use it during the beta."
    >
      <InfoSection title="Your account">
        <p>Accounts are by invitation. Keep your password to yourself; you are responsible for what happens in your account.</p>
      </InfoSection>
      <InfoSection title="What you save">
        <p>
          You keep every right to what you save. You give Stash permission to store, process and display your saves to you so
          the product can work, and nothing more.
        </p>
        <p>Save only content you are allowed to access, and respect the terms of the platforms you save from.</p>
      </InfoSection>
      <InfoSection title="The beta">
        <p>
          Features may change or pause while we build. We work hard to keep your stash safe, but the service is provided as
          is during the beta.
        </p>
      </InfoSection>
      <InfoSection title="Leaving">
        <p>You can stop using Stash at any time and ask us to delete your account and everything in it.</p>
      </InfoSection>
    </InfoPageLayout>
  );
}
