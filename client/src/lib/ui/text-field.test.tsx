// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

test('the label names the input; the helper describes it', () => {
  render(<TextField label="Password" type="password" helper="At least 6 characters." />);
  const input = screen.getByLabelText('Password');
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('At least 6 characters.');
});

test('an error marks the input invalid, replaces the helper and describes the input', () => {
  render(<TextField label="Email" type="email" helper="We never share it." error="Enter your email address." />);
  const input = screen.getByLabelText('Email');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your email address.');
  expect(screen.queryByText('We never share it.')).toBeNull();
});
