import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Banners } from './banners';
import { Header } from './header';
import { MobileBottomBar } from './mobile-bottom-bar';
import './frame.css';

/** The signed-in frame: header, banners, the screen, and the phone bottom bar. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="app-frame">
      <Header />
      <main id="main" className="app-main">
        <Banners />
        {children ?? <Outlet />}
      </main>
      <MobileBottomBar />
    </div>
  );
}
