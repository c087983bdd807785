import type { ReactNode } from 'react';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { login } from './login.styles';

/** The signed-out pages' frame: one card in the middle of the page, under the app's icon and a title. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className={login.page}>
      <Card.Root className={login.card}>
        <Card.Header>
          <div className={login.brand}>
            <img src="/favicon.svg" alt="" width={48} height={48} />
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle ? <p className={login.muted}>{subtitle}</p> : null}
          </div>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </main>
  );
}
