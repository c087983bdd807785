import { Tabs } from '@/lib/ui/tabs';

export type SignInMode = 'signIn' | 'signUp';

const MODES: Array<{ value: SignInMode; label: string }> = [
  { value: 'signIn', label: 'Sign in' },
  { value: 'signUp', label: 'Create account' },
];

/** "Sign in | Create account": tabs that switch the login form between the two. */
export function SignInModeTabs({ mode, onChange }: { mode: SignInMode; onChange: (mode: SignInMode) => void }) {
  return <Tabs value={mode} options={MODES} onChange={onChange} />;
}
