// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { PlainButton } from './plain-button';
import { PlainField } from './plain-field';

afterEach(cleanup);

test('the label names the input; the helper describes it', () => {
  render(<PlainField label="Password" type="password" helper="At least 6 characters." />);
  const input = screen.getByLabelText('Password');
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('At least 6 characters.');
});

test('an error marks the input invalid, replaces the helper and describes the input', () => {
  render(<PlainField label="Email" type="email" helper="We never share it." error="Enter your email address." />);
  const input = screen.getByLabelText('Email');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your email address.');
  expect(screen.queryByText('We never share it.')).toBeNull();
});

test('a busy button keeps its name, refuses clicks and says it is busy', () => {
  render(
    <PlainButton variant="solid" busy>
      Sign in
    </PlainButton>,
  );
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect((button as HTMLButtonElement).disabled).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
});
