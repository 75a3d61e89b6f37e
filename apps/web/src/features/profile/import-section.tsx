// A way to /import from the profile: bringing in saves from the platforms' exports.
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { ProfileSection } from './profile-section';

export function ImportSection() {
  return (
    <ProfileSection title="Import" description="Bring in what you saved, liked or bookmarked on Instagram, TikTok or X, or a file of links.">
      <Link to="/import" className={buttonClasses({ variant: 'secondary' })}>
        Import saves
      </Link>
    </ProfileSection>
  );
}
