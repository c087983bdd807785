import { CircleAlertIcon, InfoIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import './alert.css';

export type AlertStatus = 'info' | 'warning' | 'error' | 'neutral';

export interface PlainAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status: AlertStatus;
  /** Chakra's `solid` variant (strong colour), else `subtle`. */
  solid?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Beside the text (e.g. the banners' buttons). */
  children?: ReactNode;
}

/**
 * An alert box (alert.css) that needs no styling runtime: Chakra's Alert, with its parts and
 * indicator icons (info; a circled "!" for warnings and errors). The role is the caller's: an
 * offer is a status, losing something is an alert.
 */
export function PlainAlert({ status, solid = false, title, description, children, className, ...rest }: PlainAlertProps) {
  const Indicator = status === 'warning' || status === 'error' ? CircleAlertIcon : InfoIcon;
  return (
    <div {...rest} className={`alert alert--${status}${solid ? ' alert--solid' : ''}${className ? ` ${className}` : ''}`}>
      <span className="alert__indicator">
        <Indicator aria-hidden />
      </span>
      <div className="alert__content">
        <div className="alert__title">{title}</div>
        <div className="alert__description">{description}</div>
      </div>
      {children}
    </div>
  );
}
