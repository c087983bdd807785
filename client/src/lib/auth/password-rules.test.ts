import { describe, expect, it } from 'vitest';
import { emailProblem, newPasswordProblem } from './password-rules';

describe('password rules', () => {
  it('asks for an email of a valid shape', () => {
    expect(emailProblem('  ')).toBe('Enter your email address.');
    expect(emailProblem('sam@')).toBe('That email address is not valid.');
    expect(emailProblem(' sam@example.com ')).toBeNull();
  });

  it('asks for a new password of at least 6 characters', () => {
    expect(newPasswordProblem('')).toBe('Enter a password.');
    expect(newPasswordProblem('12345')).toBe('Use at least 6 characters.');
    expect(newPasswordProblem('123456')).toBeNull();
  });
});
