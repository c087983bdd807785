import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Banners } from './banners';
import { Header } from './header';
import { MobileBottomBar } from './mobile-bottom-bar';

/** The signed-in frame: header, banners (later), the screen, and the phone bottom bar. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Header />
      {/* Room for the fixed bottom bar on phones so it never covers the page's last controls. */}
      <Box as="main" id="main" maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py="6" pb={{ base: '24', md: '10' }}>
        <Banners />
        {children ?? <Outlet />}
      </Box>
      <MobileBottomBar />
    </Box>
  );
}
