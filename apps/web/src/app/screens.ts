// Every screen is its own lazy chunk so the signed-in shell stays small (DESIGN.md budgets).
import { lazy } from 'react';

export const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
export const ClaimPage = lazy(() => import('../features/claim/claim-page').then((m) => ({ default: m.ClaimPage })));
export const VerifyMagicLinkPage = lazy(() =>
  import('../features/claim/verify-magic-link-page').then((m) => ({ default: m.VerifyMagicLinkPage })),
);
export const AccountSetupPage = lazy(() =>
  import('../features/claim/account-setup-page').then((m) => ({ default: m.AccountSetupPage })),
);
export const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
export const FeedPage = lazy(() => import('../features/feed/feed-page').then((m) => ({ default: m.FeedPage })));
export const StashPage = lazy(() => import('../features/stash-drawer/stash-page').then((m) => ({ default: m.StashPage })));
export const LandingPage = lazy(() => import('../features/welcome/welcome-pages').then((m) => ({ default: m.LandingPage })));
export const GetStartedPage = lazy(() => import('../features/welcome/welcome-pages').then((m) => ({ default: m.GetStartedPage })));
export const OnboardPage = lazy(() => import('../features/welcome/welcome-pages').then((m) => ({ default: m.OnboardPage })));
export const HelpPage = lazy(() => import('../features/info/help-page').then((m) => ({ default: m.HelpPage })));
export const FaqPage = lazy(() => import('../features/info/faq-page').then((m) => ({ default: m.FaqPage })));
export const TermsPage = lazy(() => import('../features/info/terms-page').then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import('../features/info/privacy-page').then((m) => ({ default: m.PrivacyPage })));
export const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const MapPage = lazy(() => import('../features/map/map-page').then((m) => ({ default: m.MapPage })));
export const PlacesPage = lazy(() => import('../features/places/places-page').then((m) => ({ default: m.PlacesPage })));
export const EntityDetailPage = lazy(() =>
  import('../features/entities/entity-detail-page').then((m) => ({ default: m.EntityDetailPage })),
);
export const DiscoverPage = lazy(() => import('../features/entities/discover-page').then((m) => ({ default: m.DiscoverPage })));
export const TemplateLabPage = lazy(() =>
  import('../features/template-lab/template-lab-page').then((m) => ({ default: m.TemplateLabPage })),
);
export const EventsPage = lazy(() => import('../features/events/events-page').then((m) => ({ default: m.EventsPage })));
export const StashCardsPage = lazy(() =>
  import('../features/stash-cards-lab/stash-cards-page').then((m) => ({ default: m.StashCardsPage })),
);
export const ProfilePage = lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
export const SearchPage = lazy(() => import('../features/search/search-page').then((m) => ({ default: m.SearchPage })));
export const ChatPage = lazy(() => import('../features/chat/chat-page').then((m) => ({ default: m.ChatPage })));
export const AdminPage = lazy(() => import('../features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
export const ShareTargetPage = lazy(() =>
  import('../features/share-target/share-target-page').then((m) => ({ default: m.ShareTargetPage })),
);
export const ManagePage = lazy(() => import('../features/manage/manage-page').then((m) => ({ default: m.ManagePage })));
export const ImportPage = lazy(() => import('../features/import/import-page').then((m) => ({ default: m.ImportPage })));
