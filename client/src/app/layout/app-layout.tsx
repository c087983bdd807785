import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PaidOffMoment } from '@/features/milestones/paid-off-moment';
import { useRenderedBehindCopy } from '@/start-up/use-rendered-behind-copy';
import { Banners } from './banners';
import { CatchUpNotice } from './catch-up-notice';
import { Header } from './header';
import { LateEditsNotice } from './late-edits-notice';
import { frame } from './frame.styles';
import { MobileBottomBar } from './mobile-bottom-bar';
import { PaymentRemindersMount } from './payment-reminders-mount';
import { useAccentForTier } from './use-accent-for-tier';

/** The signed-in frame: header, banners, the screen, and the phone bottom bar. */
export function AppLayout({ children }: { children?: ReactNode }) {
  useAccentForTier();
  // At a signed-in start the frame and its screen mount behind the start-up copy, in a render that
  // leaves room for input rather than one long task (use-rendered-behind-copy.ts).
  if (!useRenderedBehindCopy()) return null;
  return (
    <div className={frame.root}>
      <Header />
      <main id="main" className={frame.main}>
        <Banners />
        <CatchUpNotice />
        <LateEditsNotice />
        {children ?? <Outlet />}
      </main>
      <MobileBottomBar />
      <PaymentRemindersMount />
      <PaidOffMoment />
    </div>
  );
}
