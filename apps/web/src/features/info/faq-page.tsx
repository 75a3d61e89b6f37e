import { FaqList } from './faq-list';
import { InfoPageLayout } from './info-page-layout';

export function FaqPage() {
  return (
    <InfoPageLayout eyebrow="Help" title="Frequently asked questions" intro="Quick answers about Stash and the private beta.">
      <FaqList />
    </InfoPageLayout>
  );
}
