import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { SaveLinkLauncherContext } from '../../components/save-link-launcher';
import { SystemBanner } from '../../components/system-banner';
import { LoadingScreen } from '../../components/ui/spinner';
import { FloatingAddButton } from '../../features/save-link/floating-add-button';
import { useSaveLinkDialog } from '../../features/save-link/save-link-context';
import { SaveLinkProvider } from '../../features/save-link/save-link-provider';
import { GuidedTour } from '../../features/tour/guided-tour';
import { systemBannerMessage } from '../../lib/system-banner-message';
import { ErrorBoundary } from '../error-boundary';
import { ScrollToTop } from '../routing/scroll-to-top';
import { MobileTabBar } from './mobile-tab-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  // Around the whole layout so the header, screens and add buttons all open the one save dialog.
  return (
    <SaveLinkProvider>
      <LayoutFrame />
    </SaveLinkProvider>
  );
}

function LayoutFrame() {
  const { pathname } = useLocation();
  // Screens (home's empty state) open the dialog through components/, not the save-link feature.
  const { open: openSaveLink } = useSaveLinkDialog();
  // The claim flow is a focused, single-task screen; the footer only distracts there (spec section 2).
  const showFooter = !pathname.startsWith('/claim/');

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-xl bg-surface px-4 py-2 font-medium text-ink shadow-lifted focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* Off unless the build turns the systemBanner flag on (spec section 2: currently disabled). */}
      <SystemBanner message={systemBannerMessage} />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <SaveLinkLauncherContext value={openSaveLink}>
              <Outlet />
            </SaveLinkLauncherContext>
          </Suspense>
        </ErrorBoundary>
      </main>
      {showFooter ? (
        <div className="hidden md:block">
          <SiteFooter />
        </div>
      ) : null}
      {/* Members only, desktop only, never on /claim/ pages: the button itself decides. */}
      <FloatingAddButton />
      {/* Members only, phones only, never on /claim/ pages; it also reserves its own space below main. */}
      <MobileTabBar />
      {/* Inside the router, since each step goes to its screen; only a listener until the tour starts. */}
      <GuidedTour />
    </div>
  );
}
