// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { SignInModeTabs, type SignInMode } from './sign-in-mode-tabs';

afterEach(cleanup);

function Harness() {
  const [mode, setMode] = useState<SignInMode>('signIn');
  return <SignInModeTabs mode={mode} onChange={setMode} />;
}

const tab = (name: string) => screen.getByRole('tab', { name });

test('one tab stop: the selected tab', () => {
  render(<Harness />);
  expect(tab('Sign in').getAttribute('aria-selected')).toBe('true');
  expect(tab('Sign in').tabIndex).toBe(0);
  expect(tab('Create account').getAttribute('aria-selected')).toBe('false');
  expect(tab('Create account').tabIndex).toBe(-1);
});

test('a click selects a tab', () => {
  render(<Harness />);
  fireEvent.click(tab('Create account'));
  expect(tab('Create account').getAttribute('aria-selected')).toBe('true');
  expect(tab('Sign in').tabIndex).toBe(-1);
});

test('the arrow keys, Home and End select and focus, wrapping around', () => {
  render(<Harness />);
  tab('Sign in').focus();
  fireEvent.keyDown(tab('Sign in'), { key: 'ArrowRight' });
  expect(tab('Create account').getAttribute('aria-selected')).toBe('true');
  expect(document.activeElement).toBe(tab('Create account'));
  fireEvent.keyDown(tab('Create account'), { key: 'ArrowRight' });
  expect(document.activeElement).toBe(tab('Sign in'));
  fireEvent.keyDown(tab('Sign in'), { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(tab('Create account'));
  fireEvent.keyDown(tab('Create account'), { key: 'Home' });
  expect(tab('Sign in').getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(tab('Sign in'), { key: 'End' });
  expect(tab('Create account').getAttribute('aria-selected')).toBe('true');
});

test('other keys are left alone', () => {
  render(<Harness />);
  fireEvent.keyDown(tab('Sign in'), { key: 'Enter' });
  expect(tab('Sign in').getAttribute('aria-selected')).toBe('true');
});
