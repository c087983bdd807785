// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { AccountAvatar } from './account-avatar';

afterEach(cleanup);

const avatar = () => screen.getByTestId('account-avatar');
const image = () => avatar().querySelector('img');
const icon = () => avatar().querySelector('svg');

test('the generic icon shows while the picture loads; the picture replaces it once loaded', () => {
  render(<AccountAvatar source={{ kind: 'photo', src: 'https://photos.example/ada.png' }} />);
  expect(avatar().getAttribute('data-avatar-kind')).toBe('photo');
  expect(image()?.hidden).toBe(true);
  expect(image()?.getAttribute('referrerpolicy')).toBe('no-referrer');
  expect(icon()).not.toBeNull();

  fireEvent.load(image()!);
  expect(image()?.hidden).toBe(false);
  expect(icon()).toBeNull();
});

test('a picture that fails to load leaves the icon; a new picture is hidden until it has loaded', () => {
  const { rerender } = render(<AccountAvatar source={{ kind: 'service', src: 'https://gravatar.com/avatar/a' }} />);
  fireEvent.error(image()!);
  expect(image()?.hidden).toBe(true);
  expect(icon()).not.toBeNull();

  rerender(<AccountAvatar source={{ kind: 'photo', src: 'https://photos.example/b.png' }} />);
  fireEvent.load(image()!);
  expect(icon()).toBeNull();
  rerender(<AccountAvatar source={{ kind: 'photo', src: 'https://photos.example/c.png' }} />);
  expect(image()?.hidden).toBe(true);
  expect(icon()).not.toBeNull();
});

test('offline (kind icon): no image at all', () => {
  render(<AccountAvatar source={{ kind: 'icon' }} />);
  expect(image()).toBeNull();
  expect(icon()).not.toBeNull();
});
