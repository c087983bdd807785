// The hook lives in data/users so that screens (features/) can offer sign-out too.
export { useSignOut } from '@/data/users/use-sign-out';
