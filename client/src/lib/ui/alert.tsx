import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { createContext, useContext } from 'react';
import { alert, solidAlert } from './kit.styles';
import { cx, type Selection } from './static-styles';
import type { ElementProps } from './element-props';

type AlertSelection = Selection<typeof alert.variants>;
export type AlertStatus = AlertSelection['status'];
type Slot = (typeof alert.slots)[number];

/** The class of each part, for the alert's variants. */
const ClassContext = createContext<(slot: Slot) => string>((slot) => alert(slot));
const StatusContext = createContext<AlertStatus>(alert.defaults.status);

type AlertVariantProps =
  /** A light background (Chakra's subtle variant, the default), in the status's colour. */
  | { variant?: 'subtle'; status?: AlertStatus; size?: AlertSelection['size'] }
  /** The strong red box of a failure. */
  | { variant: 'solid'; status: 'error'; size?: never };

export type AlertRootProps = ElementProps<HTMLDivElement> & AlertVariantProps;

/** The role is the caller's: an offer is a status, losing something an alert, an explanation a note. */
function Root({ status = alert.defaults.status, variant, size, className, ...rest }: AlertRootProps) {
  const classOf = (slot: Slot) => (variant === 'solid' ? solidAlert(slot) : alert(slot, { status, size }));
  return (
    <StatusContext.Provider value={status}>
      <ClassContext.Provider value={classOf}>
        <div {...rest} className={cx(classOf('root'), className)} />
      </ClassContext.Provider>
    </StatusContext.Provider>
  );
}

function part(slot: 'content' | 'title' | 'description') {
  return function AlertPart({ className, ...rest }: ElementProps<HTMLDivElement>) {
    return <div {...rest} className={cx(useContext(ClassContext)(slot), className)} />;
  };
}

const ICONS: Record<AlertStatus, typeof InfoIcon> = { info: InfoIcon, warning: CircleAlertIcon, success: CircleCheckIcon, error: CircleAlertIcon, neutral: InfoIcon };

/** The status's icon (a circled i, ! or check), as Chakra's indicator draws it. */
function Indicator({ className, ...rest }: ElementProps<HTMLSpanElement>) {
  const Icon = ICONS[useContext(StatusContext)];
  return (
    <span {...rest} className={cx(useContext(ClassContext)('indicator'), className)}>
      <Icon aria-hidden />
    </span>
  );
}

/** Chakra's Alert, drawn by the theme's alert recipe as static classes: Alert.Root > Alert.Indicator, Alert.Content > Alert.Title, Alert.Description. */
export const Alert = { Root, Indicator, Content: part('content'), Title: part('title'), Description: part('description') };
