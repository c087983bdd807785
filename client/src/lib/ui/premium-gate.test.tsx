// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { PremiumGate, type FeatureAccess } from './premium-gate';
import { system } from './system';

afterEach(cleanup);

const feature = { id: 'accent-colours', name: 'Accent colours', description: 'Pick the colour of buttons.' };

function renderGate(access: FeatureAccess) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <h1>Settings</h1>
        <PremiumGate access={access} feature={feature}>
          <p>the feature</p>
        </PremiumGate>
      </>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
}

test('locked: what the feature does, a Premium badge and a link to the plans, never the feature', async () => {
  renderGate({ unlocked: false, isLoading: false });
  const locked = await screen.findByTestId('premium-locked-accent-colours');
  expect(within(locked).getByRole('heading', { name: 'Accent colours' })).toBeTruthy();
  expect(within(locked).getByText('Premium')).toBeTruthy();
  expect(within(locked).getByText('Pick the colour of buttons.')).toBeTruthy();
  expect(within(locked).getByRole('link', { name: 'See Premium plans' }).getAttribute('href')).toBe('/subscription');
  expect(screen.queryByText('the feature')).toBeNull();
});

test('unlocked: the feature itself; while the tier is read: nothing', async () => {
  renderGate({ unlocked: true, isLoading: false });
  expect(await screen.findByText('the feature')).toBeTruthy();
  expect(screen.queryByTestId('premium-locked-accent-colours')).toBeNull();
  cleanup();
  renderGate({ unlocked: false, isLoading: true });
  await screen.findByRole('heading', { name: 'Settings' });
  expect(screen.queryByText('the feature')).toBeNull();
  expect(screen.queryByTestId('premium-locked-accent-colours')).toBeNull();
});
