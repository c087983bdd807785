import { mergeProps, useMenu } from '@chakra-ui/react';
import { CheckIcon } from 'lucide-react';
import {
  Children,
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { menu } from './kit.styles';
import { landmarkAround } from './landmark-portal';
import { cx } from './static-styles';
import type { ElementProps } from './element-props';

/*
 * Chakra's Menu: the same machine (Ark's useMenu, which Chakra's Menu runs on: roles, keyboard,
 * focus, dismissal, positioning) on plain elements, drawn by the theme's menu recipe as static
 * classes. Composed like Chakra's: Menu.Root > Menu.Trigger, Menu.Content > Menu.ItemGroup,
 * Menu.Item, Menu.RadioItem, Menu.Separator. Menu.Content is also Chakra's Portal and Positioner.
 */

type MenuApi = ReturnType<typeof useMenu>['api'];

interface MenuState {
  api: MenuApi;
  /** The content is in the page: open, or still playing its closing animation. */
  present: boolean;
  setContent: (node: HTMLElement | null) => void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenuState(): MenuState {
  const state = useContext(MenuContext);
  if (!state) throw new Error('Menu parts must be inside <Menu.Root>');
  return state;
}

/**
 * Whether the content stays mounted: from opening until its closing animation (the recipe's
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

export interface MenuRootProps {
  children: ReactNode;
  /** Called with the value of the chosen item (each item may also have its own onSelect). */
  onSelect?: (value: string) => void;
  /** Where the content goes (under the trigger, from its start, unless given). */
  placement?: 'bottom-start' | 'bottom-end';
  /** The trigger's id, for the focus to be put back on it from elsewhere (Chakra's `ids.trigger`). */
  triggerId?: string;
}

function Root({ children, onSelect, placement, triggerId }: MenuRootProps) {
  const { api } = useMenu({
    onSelect: onSelect ? (details) => onSelect(details.value) : undefined,
    positioning: placement ? { placement } : undefined,
    ids: triggerId ? { trigger: triggerId } : undefined,
  });
  const { present, setContent } = usePresence(api.open);
  return <MenuContext.Provider value={{ api, present, setContent }}>{children}</MenuContext.Provider>;
}

export interface MenuTriggerProps extends ElementProps<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>> {
  /** Makes its only child (a kit Button or IconButton) the trigger, as Chakra's `asChild`. */
  asChild?: boolean;
}

/** The button that opens and closes the menu; ArrowDown, Enter and Space open it on the first item. */
function Trigger({ asChild = false, children, ...props }: MenuTriggerProps) {
  const { api, present } = useMenuState();
  const trigger = api.getTriggerProps();
  // As Chakra's: the trigger names the content it controls only while that content exists.
  const merged = mergeProps({ ...trigger, 'aria-controls': present ? trigger['aria-controls'] : undefined }, props);
  if (!asChild) return <button {...merged}>{children}</button>;
  const child = Children.only(children) as ReactElement<Record<string, unknown>>;
  return cloneElement(child, mergeProps(merged, child.props));
}

export interface MenuContentProps {
  children: ReactNode;
  className?: string;
  minWidth?: CSSProperties['minWidth'];
}

/** The list of items, positioned under the trigger (in a portal, as Chakra's: into the landmark around the trigger, landmark-portal.ts). */
function Content({ children, className, minWidth }: MenuContentProps) {
  const { api, present, setContent } = useMenuState();
  if (!present) return null;
  // The trigger is in the page whenever the content is (it opened it).
  const landmark = landmarkAround(document.getElementById(api.getTriggerProps().id ?? ''));
  return createPortal(
    <div {...api.getPositionerProps()}>
      <div
        {...api.getContentProps()}
        hidden={false}
        ref={setContent}
        className={cx(menu('content'), className)}
        style={minWidth === undefined ? undefined : { minWidth }}
      >
        {children}
      </div>
    </div>,
    landmark ?? document.body,
  );
}

/** Items under a heading: the heading names the group for screen readers. */
function ItemGroup({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  const { api } = useMenuState();
  return (
    <div {...api.getItemGroupProps({ id })}>
      <div {...api.getItemGroupLabelProps({ htmlFor: id })} className={menu('itemGroupLabel')}>
        {label}
      </div>
      {children}
    </div>
  );
}

export interface MenuItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  value: string;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
}

function Item({ value, onSelect, className, ...rest }: MenuItemProps) {
  const { api } = useMenuState();
  const { id } = api.getItemState({ value });
  useEffect(() => api.addItemListener({ id, onSelect }), [api, id, onSelect]);
  return <div {...mergeProps(api.getItemProps({ value }), { ...rest, className: cx(menu('item'), className) })} />;
}

export interface MenuRadioItemProps {
  value: string;
  checked: boolean;
  /** Called when the item is chosen; the menu then closes. */
  onCheck: () => void;
  children: ReactNode;
}

/** One choice of several (role menuitemradio): the checked one shows a check mark. */
function RadioItem({ value, checked, onCheck, children }: MenuRadioItemProps) {
  const { api } = useMenuState();
  const option = { type: 'radio', value, checked, onCheckedChange: onCheck } as const;
  return (
    <div {...api.getOptionItemProps(option)} className={menu('item')}>
      {children}
      <div {...api.getItemIndicatorProps(option)} className={menu('itemIndicator')}>
        <CheckIcon aria-hidden />
      </div>
    </div>
  );
}

function Separator() {
  const { api } = useMenuState();
  return <hr {...api.getSeparatorProps()} className={menu('separator')} />;
}

export const Menu = { Root, Trigger, Content, ItemGroup, Item, RadioItem, Separator };
