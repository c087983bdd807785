import {
  Navigate,
  Outlet,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';
import type { AuthState } from '@/lib/auth/auth-context';
import { useAuth } from '@/lib/auth/auth-context';
import { loadAppLayout } from './signed-in-code';

export interface RouterContext {
  auth: AuthState;
}

/** The signed-in frame, loaded with the first signed-in screen rather than with the login page (signed-in-code.ts). */
const AppLayout = lazyRouteComponent(loadAppLayout, 'AppLayout');
const NotFoundPage = lazyRouteComponent(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');

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

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
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

/** Every screen behind sign-in hangs under this pathless layout route. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: ({ context, location }) => {
    if (context.auth.status !== 'signedIn') {
      const back = location.href === '/' || location.href === '/dashboard' ? undefined : location.href;
      throw redirect({ to: '/login', search: back ? { redirect: back } : {} });
    }
  },
  component: AppLayout,
});

/** A signed-in screen, its code loaded on first visit (keeps the login page's bundle small). */
function screen<TPath extends string, TModule extends Record<string, () => React.JSX.Element>>(
  path: TPath,
  load: () => Promise<TModule>,
  name: keyof TModule & string,
) {
  return createRoute({ getParentRoute: () => signedInRoute, path, component: lazyRouteComponent(load, name) });
}

const dashboard = () => import('@/features/dashboard/dashboard-page');

const routeTree = rootRoute.addChildren([
  loginRoute,
  signedInRoute.addChildren([
    screen('/', dashboard, 'DashboardPage'),
    screen('/dashboard', dashboard, 'DashboardPage'),
    screen('/debts', () => import('@/features/debts/debts-page'), 'DebtsPage'),
    screen('/strategy', () => import('@/features/strategy/strategy-page'), 'StrategyPage'),
    screen('/progress', () => import('@/features/progress/progress-page'), 'ProgressPage'),
    screen('/profile', () => import('@/features/profile/profile-page'), 'ProfilePage'),
    screen('/subscription', () => import('@/features/subscription/subscription-page'), 'SubscriptionPage'),
    screen('/settings', () => import('@/features/settings/settings-page'), 'SettingsPage'),
    screen('/db-schema', () => import('@/features/db-schema/db-schema-page'), 'DbSchemaPage'),
  ]),
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
