import {
  Navigate,
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  useRouterState,
} from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { LoginPage } from '@/features/auth/login-page';
import type { AuthState } from '@/lib/auth/auth-context';
import { useAuth } from '@/lib/auth/auth-context';
import { revealLiveScreen } from '@/start-up/screen-snapshot';
import { loadAppLayout, loadChakraScope } from './signed-in-code';
import { validateDebtListSearch } from '@/features/debts/debt-list-search';

export interface RouterContext {
  auth: AuthState;
}

/** The signed-in frame, loaded with the first signed-in screen rather than with the login page (signed-in-code.ts). */
const AppLayout = lazyRouteComponent(loadAppLayout, 'AppLayout');
const NotFoundPage = lazyChakraComponent(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');

/** Unknown paths: the not-found page inside the app frame, or the login page when signed out. */
function RootNotFound() {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;
  return (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  );
}

/** The path the page was loaded at: the only one the start-up copy of a screen is ever painted at. */
const START_PATH = typeof location === 'undefined' ? '' : location.pathname;

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Any screen other than the copied one (a redirect to the login page, a link followed): the
  // copy gives way (start-up/screen-snapshot.ts). At the start path, the screen itself says when.
  useLayoutEffect(() => {
    if (pathname !== START_PATH) revealLiveScreen();
  }, [pathname]);
  return <Outlet />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: RootNotFound,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') && !search.redirect.startsWith('//')
      ? { redirect: search.redirect }
      : {},
  beforeLoad: ({ context, search }) => {
    if (context.auth.status === 'signedIn') throw redirect({ to: search.redirect ?? '/dashboard' });
  },
  component: LoginPage,
});

/** Where a password reset email leads: public, whoever is signed in (auth/reset-password-page.tsx). */
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { mode?: string; oobCode?: string } => ({
    ...(typeof search.mode === 'string' ? { mode: search.mode } : {}),
    // The router reads a query value that looks like a number as one: a code is text either way.
    ...(typeof search.oobCode === 'string' || typeof search.oobCode === 'number' ? { oobCode: String(search.oobCode) } : {}),
  }),
  component: lazyRouteComponent(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
});

/** Signed out: to the login page, which comes back here after sign-in. */
function requireSignIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  if (context.auth.status !== 'signedIn') {
    const back = location.href === '/' || location.href === '/dashboard' ? undefined : location.href;
    throw redirect({ to: '/login', search: back ? { redirect: back } : {} });
  }
}

/** Every screen behind sign-in hangs under this pathless layout route (the app's frame)… */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: requireSignIn,
  component: AppLayout,
});

/** …but for pages meant for paper, which have no frame: no header, navigation or banners. */
const signedInBareRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in-bare',
  beforeLoad: requireSignIn,
  component: Outlet,
});

type ComponentModule = Record<string, () => React.JSX.Element>;

/**
 * A lazily loaded component built with Chakra: its chunk and Chakra's runtime (chakra-scope.tsx)
 * load in parallel, and it renders inside the scope. The dashboard and the frame are plain and
 * start without Chakra.
 */
function lazyChakraComponent<TModule extends ComponentModule>(load: () => Promise<TModule>, name: keyof TModule & string) {
  return lazyRouteComponent(async () => {
    const [module, { ChakraScope }] = await Promise.all([load(), loadChakraScope()]);
    const Component: () => React.JSX.Element = module[name]!;
    return {
      default: function InChakraScope() {
        return (
          <ChakraScope>
            <Component />
          </ChakraScope>
        );
      },
    };
  });
}

/** A signed-in screen, its code loaded on first visit (keeps the login page's bundle small). */
function screen<TPath extends string, TModule extends ComponentModule>(
  path: TPath,
  load: () => Promise<TModule>,
  name: keyof TModule & string,
  { chakra, framed }: { chakra: boolean; framed?: boolean } = { chakra: true },
) {
  const component = chakra ? lazyChakraComponent(load, name) : lazyRouteComponent(load, name);
  return createRoute({ getParentRoute: () => (framed === false ? signedInBareRoute : signedInRoute), path, component });
}

/** The Debts screen: its search, filters, sort and page live in the address (debt-list-search.ts). */
const debtsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/debts',
  validateSearch: validateDebtListSearch,
  component: lazyChakraComponent(() => import('@/features/debts/debts-page'), 'DebtsPage'),
});

const dashboard = () => import('@/features/dashboard/dashboard-page');

const routeTree = rootRoute.addChildren([
  loginRoute,
  resetPasswordRoute,
  signedInRoute.addChildren([
    screen('/', dashboard, 'DashboardPage', { chakra: false }),
    screen('/dashboard', dashboard, 'DashboardPage', { chakra: false }),
    debtsRoute,
    screen('/debts/$debtId', () => import('@/features/strategy/debt-plan-page'), 'DebtPlanPage'),
    screen('/strategy', () => import('@/features/strategy/strategy-page'), 'StrategyPage'),
    screen('/calendar', () => import('@/features/calendar/calendar-page'), 'CalendarPage'),
    screen('/progress', () => import('@/features/progress/progress-page'), 'ProgressPage'),
    screen('/profile', () => import('@/features/profile/profile-page'), 'ProfilePage'),
    screen('/subscription', () => import('@/features/subscription/subscription-page'), 'SubscriptionPage'),
    screen('/settings', () => import('@/features/settings/settings-page'), 'SettingsPage'),
    screen('/db-schema', () => import('@/features/db-schema/db-schema-page'), 'DbSchemaPage'),
  ]),
  signedInBareRoute.addChildren([screen('/strategy/print', () => import('@/features/strategy/print-plan-page'), 'PrintPlanPage', { chakra: true, framed: false })]),
]);

export const router = createRouter({
  routeTree,
  context: { auth: { status: 'loading', user: null } },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * Starts fetching the code of the screen at `pathname` and of the frame around it, before Firebase
 * Auth has restored the session (called on a reload by someone who was signed in, see
 * user-space.tsx). Otherwise the router asks for it only once auth has decided and the signed-in
 * space has rendered, one more round trip on the way to the first screen with data.
 */
export function preloadScreenCode(pathname: string): void {
  const [matchedRoutes] = router.getMatchedRoutes(pathname);
  // A failure is reported when the router loads the screen for real.
  for (const route of matchedRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
}
