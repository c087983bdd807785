// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { Menu } from './menu';

afterEach(cleanup);

function Fruit({ onSelect = () => {}, onPear = () => {} }: { onSelect?: (value: string) => void; onPear?: () => void }) {
  return (
    <Menu.Root onSelect={onSelect}>
      <Menu.Trigger aria-label="Fruit">F</Menu.Trigger>
      <Menu.Content>
        <Menu.ItemGroup id="fruit" label="Fruit">
          <Menu.Item value="apple">Apple</Menu.Item>
          <Menu.Item value="pear" onSelect={onPear}>
            Pear
          </Menu.Item>
        </Menu.ItemGroup>
        <Menu.Separator />
        <Menu.Item value="none">None</Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Fruit' });
const highlighted = () => document.querySelector('[role=menuitem][data-highlighted]')?.textContent;

async function open() {
  fireEvent.click(trigger());
  const menu = await screen.findByRole('menu');
  // Zag focuses the open menu in an animation frame: once it has focus, it is ready for the keyboard.
  await waitFor(() => expect(document.activeElement).toBe(menu));
  return menu;
}

test('nothing is in the page until the trigger opens the menu; the menu has its items under the labelled group', async () => {
  render(<Fruit />);
  expect(screen.queryByRole('menu')).toBeNull();
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(trigger().getAttribute('aria-haspopup')).toBe('menu');

  const menu = await open();
  expect(trigger().getAttribute('aria-expanded')).toBe('true');
  expect(trigger().getAttribute('aria-controls')).toBe(menu.id);
  expect(menu.getAttribute('aria-labelledby')).toBe(trigger().id);
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Apple', 'Pear', 'None']);
  expect(screen.getByRole('group', { name: /^Fruit/ }).textContent).toContain('Pear');
  expect(screen.getByRole('separator')).toBeTruthy();
  // Outside any landmark, portalled to the end of the page, as Chakra's; focused for the keyboard.
  expect(menu.closest('[data-part=positioner]')?.parentElement).toBe(document.body);
  expect(document.activeElement).toBe(menu);
});

test('inside a landmark, the menu is portalled into that landmark, so its items are not outside every landmark', async () => {
  render(
    <header>
      <Fruit />
    </header>,
  );
  const menu = await open();
  expect(menu.closest('[data-part=positioner]')?.parentElement).toBe(document.querySelector('header'));
});

test('the arrow keys move the highlight; Enter chooses the highlighted item, closes the menu and focuses the trigger', async () => {
  const onSelect = vi.fn();
  const onPear = vi.fn();
  render(<Fruit onSelect={onSelect} onPear={onPear} />);
  const menu = await open();
  expect(highlighted()).toBeUndefined();

  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  await waitFor(() => expect(highlighted()).toBe('Apple'));
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  await waitFor(() => expect(highlighted()).toBe('Pear'));
  expect(menu.getAttribute('aria-activedescendant')).toBe(screen.getByRole('menuitem', { name: 'Pear' }).id);
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  await waitFor(() => expect(highlighted()).toBe('None'));
  fireEvent.keyDown(menu, { key: 'ArrowUp' });
  await waitFor(() => expect(highlighted()).toBe('Pear'));

  fireEvent.keyDown(menu, { key: 'Enter' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(onSelect).toHaveBeenCalledExactlyOnceWith('pear');
  expect(onPear).toHaveBeenCalledOnce();
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  await waitFor(() => expect(document.activeElement).toBe(trigger()));
});

test('ArrowDown on the trigger opens the menu on its first item', async () => {
  render(<Fruit />);
  act(() => trigger().focus());
  fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
  await screen.findByRole('menu');
  await waitFor(() => expect(highlighted()).toBe('Apple'));
});

test('a pressed item is chosen', async () => {
  const onSelect = vi.fn();
  render(<Fruit onSelect={onSelect} />);
  await open();
  const none = screen.getByRole('menuitem', { name: 'None' });
  fireEvent.pointerDown(none, { pointerType: 'mouse' });
  await waitFor(() => expect(highlighted()).toBe('None'));
  fireEvent.click(none);
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(onSelect).toHaveBeenCalledExactlyOnceWith('none');
});

test('Escape closes the menu without choosing and gives the focus back to the trigger', async () => {
  const onSelect = vi.fn();
  render(<Fruit onSelect={onSelect} />);
  const menu = await open();
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  await waitFor(() => expect(highlighted()).toBe('Apple'));
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trigger()));
  expect(onSelect).not.toHaveBeenCalled();
});

test('a click on the trigger of an open menu closes it', async () => {
  render(<Fruit />);
  await open();
  fireEvent.click(trigger());
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
});

function Size() {
  const [size, setSize] = useState('m');
  return (
    <Menu.Root>
      <Menu.Trigger aria-label={`Size: ${size}`}>S</Menu.Trigger>
      <Menu.Content>
        {['s', 'm', 'l'].map((value) => (
          <Menu.RadioItem key={value} value={value} checked={size === value} onCheck={() => setSize(value)}>
            {value.toUpperCase()}
          </Menu.RadioItem>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}

test('radio items: the checked one is marked and shows its indicator; choosing another checks it', async () => {
  render(<Size />);
  fireEvent.click(screen.getByRole('button', { name: 'Size: m' }));
  await screen.findByRole('menu');
  const checked = () => screen.getAllByRole('menuitemradio').map((item) => item.getAttribute('aria-checked'));
  expect(checked()).toEqual(['false', 'true', 'false']);
  const indicator = (name: string) => screen.getByRole('menuitemradio', { name }).querySelector('[data-part=item-indicator]') as HTMLElement;
  expect(indicator('M').hidden).toBe(false);
  expect(indicator('L').hidden).toBe(true);

  fireEvent.click(screen.getByRole('menuitemradio', { name: 'L' }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(screen.getByRole('button', { name: 'Size: l' })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Size: l' }));
  await screen.findByRole('menu');
  expect(checked()).toEqual(['false', 'false', 'true']);
});
