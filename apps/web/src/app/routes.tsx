import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { RedirectIfSignedIn } from './routing/redirect-if-signed-in';
import { RequireAdmin } from './routing/require-admin';
import { RequireSession } from './routing/require-session';
import { RequireSessionKeepingShare } from './routing/require-session-keeping-share';
import { StashDrawerHost } from '../features/stash-drawer/stash-drawer-host';
import {
  AccountSetupPage,
  AdminPage,
  ClaimPage,
  ChatPage,
  EventsPage,
  DiscoverPage,
  EntityDetailPage,
  FaqPage,
  FeedPage,
  GetStartedPage,
  HelpPage,
  LandingPage,
  HomePage,
  LoginPage,
  ManagePage,
  ImportPage,
  MapPage,
  PlacesPage,
  NotFoundPage,
  OnboardPage,
  PrivacyPage,
  ProfilePage,
  SearchPage,
  ShareTargetPage,
  StashCardsPage,
  StashPage,
  TemplateLabPage,
  TermsPage,
  VerifyMagicLinkPage,
} from './screens';

/** The routes of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'get-started', element: <GetStartedPage /> },
          { path: 'onboard', element: <OnboardPage /> },
        ],
      },
      { path: 'landingpage', element: <LandingPage /> },
      { path: 'claim/:token', element: <ClaimPage /> },
      { path: 'verify/:linkId', element: <VerifyMagicLinkPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'discoveries', element: <Navigate to="/discover" replace /> },
      // 'Share -> Stash' (the web app manifest's share target): members only, and a visitor's shared
      // link waits through signing in.
      { element: <RequireSessionKeepingShare />, children: [{ path: 'share', element: <ShareTargetPage /> }] },
      {
        element: <RequireSession />,
        children: [
          {
            // Any member screen can show a stash in the drawer over it (?stash={id}).
            element: <StashDrawerHost />,
            children: [
              { path: 'account-setup', element: <AccountSetupPage /> },
              { path: 'home/*', element: <HomePage /> },
              { path: 'posts', element: <FeedPage /> },
              { path: 'manage', element: <ManagePage /> },
              { path: 'import', element: <ImportPage /> },
              { path: 'stash/:stashId', element: <StashPage /> },
              { path: 'map', element: <MapPage /> },
              { path: 'places', element: <PlacesPage /> },
              { path: 'events', element: <EventsPage /> },
              { path: 'discover', element: <DiscoverPage /> },
              { path: 'search', element: <SearchPage /> },
              { path: 'chat', element: <ChatPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'help', element: <HelpPage /> },
              { element: <RequireAdmin />, children: [{ path: 'admin', element: <AdminPage /> }] },
              // One page for the three: the address says what kind of thing it is, the page reads the id.
              { path: 'entity/:entityId', element: <EntityDetailPage /> },
              { path: 'venue/:venueId', element: <EntityDetailPage /> },
              { path: 'event/:eventId', element: <EntityDetailPage /> },
              // Login-only test screen (spec section 2).
              { path: '_template-lab', element: <TemplateLabPage /> },
              { path: '_stash-cards', element: <StashCardsPage /> },
              // Retired internal test screens: members who kept the address land on / (spec section 2).
              { path: '_venue-details-test', element: <Navigate to="/" replace /> },
              { path: '_venue-events-details-test', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
