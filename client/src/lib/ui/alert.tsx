import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import { alert } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

type AlertSelection = Selection<typeof alert.variants>;
export type AlertStatus = AlertSelection['status'];
const SelectionContext = createContext<Partial<AlertSelection>>({});

export interface AlertRootProps extends ElementProps<HTMLDivElement> {
  /** Its colour and icon: info (blue), warning (orange), success (green), error (red), neutral (gray). */
  status?: AlertStatus;
  /** subtle (light background, the default) or solid (strong colour). */
  variant?: AlertSelection['variant'];
  size?: AlertSelection['size'];
}

/** The role is the caller's: an offer is a status, losing something an alert, an explanation a note. */
function Root({ status, variant, size, className, ...rest }: AlertRootProps) {
  const selection = { status, variant, size };
  return (
    <SelectionContext.Provider value={selection}>
      <div {...rest} className={cx(alert('root', selection), className)} />
    </SelectionContext.Provider>
  );
}

function part(slot: 'content' | 'title' | 'description') {
  return function AlertPart({ className, ...rest }: ElementProps<HTMLDivElement>) {
    return <div {...rest} className={cx(alert(slot, useContext(SelectionContext)), className)} />;
  };
}

const ICONS: Record<AlertStatus, typeof InfoIcon> = { info: InfoIcon, warning: CircleAlertIcon, success: CircleCheckIcon, error: CircleAlertIcon, neutral: InfoIcon };

/** The status's icon (a circled i, ! or check), as Chakra's indicator draws it. */
function Indicator({ className, ...rest }: ElementProps<HTMLSpanElement>) {
  const selection = useContext(SelectionContext);
  const Icon = ICONS[selection.status ?? alert.defaults.status];
  return (
    <span {...rest} className={cx(alert('indicator', selection), className)}>
      <Icon aria-hidden />
    </span>
  );
}

/** Chakra's Alert, drawn by the theme's alert recipe as static classes: Alert.Root > Alert.Indicator, Alert.Content > Alert.Title, Alert.Description. */
export const Alert = { Root, Indicator, Content: part('content'), Title: part('title'), Description: part('description') };
