import type { ReactNode } from 'react';
import { heading } from './kit.styles';
import { pageHeading } from './page-heading.styles';

/** The title block every screen starts with: Chakra's Heading (size 2xl) and a muted line under it. */
export function PageHeading({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className={pageHeading.root}>
      <h1 className={heading({ size: '2xl' })}>{title}</h1>
      {description ? <p className={pageHeading.description}>{description}</p> : null}
      {children}
    </div>
  );
}
