import * as menu from '@zag-js/menu';
import { mergeProps, normalizeProps, useMachine } from '@zag-js/react';
import { CheckIcon } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { landmarkAround } from './landmark-portal';
import './menu.css';

/*
 * A dropdown menu on Zag's menu machine, the one Chakra's Menu runs on, without Chakra: plain
 * elements, the machine's props spread on them (roles, keyboard, focus, dismissal, positioning)
 * and static CSS (menu.css). Composed like Chakra's: PlainMenu > PlainMenuTrigger, PlainMenuContent
 * > PlainMenuGroup, PlainMenuItem, PlainMenuRadioItem, PlainMenuSeparator.
 */

interface MenuState {
  api: menu.Api;
  /** The content is in the page: open, or still playing its closing animation. */
  present: boolean;
  setContent: (node: HTMLElement | null) => void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const state = useContext(MenuContext);
  if (!state) throw new Error('Menu parts must be inside <PlainMenu>');
  return state;
}

/**
 * Whether the content stays mounted: from opening until its closing animation (Chakra's
 * slide-fade-out) has played. Nothing is mounted before the first opening (Chakra's lazyMount)
 * nor after closing (unmountOnExit).
 */
function usePresence(open: boolean) {
  const [present, setPresent] = useState(open);
  const [content, setContent] = useState<HTMLElement | null>(null);
  if (open && !present) setPresent(true);
  useEffect(() => {
    if (open || !present) return undefined;
    let current = true;
    // The closing animations start with the data-state="closed" just committed; none (reduced
    // motion, or no CSS as in tests): unmount at once.
    const animations = content?.getAnimations?.() ?? [];
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => current && setPresent(false));
    return () => {
      current = false;
    };
  }, [open, present, content]);
  return { present, setContent };
}

export interface PlainMenuProps {
  children: ReactNode;
  /** Called with the value of the chosen item (each item may also have its own onSelect). */
  onSelect?: (value: string) => void;
}

export function PlainMenu({ children, onSelect }: PlainMenuProps) {
  const service = useMachine(menu.machine, { id: useId(), onSelect: onSelect ? (details) => onSelect(details.value) : undefined });
  const api = menu.connect(service, normalizeProps);
  const { present, setContent } = usePresence(api.open);
  return <MenuContext.Provider value={{ api, present, setContent }}>{children}</MenuContext.Provider>;
}

/** The button that opens and closes the menu; ArrowDown, Enter and Space open it on the first item. */
export function PlainMenuTrigger(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { api, present } = useMenu();
  const trigger = api.getTriggerProps();
  // As Chakra's: the trigger names the content it controls only while that content exists.
  return <button {...mergeProps({ ...trigger, 'aria-controls': present ? trigger['aria-controls'] : undefined }, props)} />;
}

export interface PlainMenuContentProps {
  children: ReactNode;
  className?: string;
  minWidth?: CSSProperties['minWidth'];
}

/** The list of items, positioned under the trigger (in a portal, as Chakra's: into the landmark around the trigger, landmark-portal.ts). */
export function PlainMenuContent({ children, className, minWidth }: PlainMenuContentProps) {
  const { api, present, setContent } = useMenu();
  if (!present) return null;
  // The trigger is in the page whenever the content is (it opened it).
  const landmark = landmarkAround(document.getElementById(api.getTriggerProps().id ?? ''));
  return createPortal(
    <div {...api.getPositionerProps()}>
      <div
        {...api.getContentProps()}
        hidden={false}
        ref={setContent}
        className={className ? `menu ${className}` : 'menu'}
        style={minWidth === undefined ? undefined : { minWidth }}
      >
        {children}
      </div>
    </div>,
    landmark ?? document.body,
  );
}

/** Items under a heading: the heading names the group for screen readers. */
export function PlainMenuGroup({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const { api } = useMenu();
  return (
    <div {...api.getItemGroupProps({ id })}>
      <div {...api.getItemGroupLabelProps({ htmlFor: id })} className="menu__group-label">
        {label}
      </div>
      {children}
    </div>
  );
}

export interface PlainMenuItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  value: string;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
}

export function PlainMenuItem({ value, onSelect, className, ...rest }: PlainMenuItemProps) {
  const { api } = useMenu();
  const { id } = api.getItemState({ value });
  useEffect(() => api.addItemListener({ id, onSelect }), [api, id, onSelect]);
  return <div {...mergeProps(api.getItemProps({ value }), { ...rest, className: className ? `menu__item ${className}` : 'menu__item' })} />;
}

export interface PlainMenuRadioItemProps {
  value: string;
  checked: boolean;
  /** Called when the item is chosen; the menu then closes. */
  onCheck: () => void;
  children: ReactNode;
}

/** One choice of several (role menuitemradio): the checked one shows a check mark. */
export function PlainMenuRadioItem({ value, checked, onCheck, children }: PlainMenuRadioItemProps) {
  const { api } = useMenu();
  const option = { type: 'radio', value, checked, onCheckedChange: onCheck } as const;
  return (
    <div {...api.getOptionItemProps(option)} className="menu__item">
      {children}
      <div {...api.getItemIndicatorProps(option)} className="menu__item-indicator">
        <CheckIcon aria-hidden />
      </div>
    </div>
  );
}

export function PlainMenuSeparator() {
  const { api } = useMenu();
  return <hr {...api.getSeparatorProps()} className="menu__separator" />;
}
