import type { ReactNode } from 'react';
import './page-heading.css';

/** The title block every screen starts with: plain elements (page-heading.css), so it needs no Chakra runtime. */
export function PageHeading({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="page-heading">
      <h1 className="page-heading__title">{title}</h1>
      {description ? <p className="page-heading__description">{description}</p> : null}
      {children}
    </div>
  );
}
