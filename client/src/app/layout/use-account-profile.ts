import { useEffect, useState } from 'react';
import { useUser } from '@/data/users/use-user';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnline } from '../pwa/use-online';
import { accountDisplayName, firstPresent } from './account-display-name';
import { chooseAvatar, emailHash, type AvatarSource } from './avatar-source';

export interface AccountProfile {
  name: string;
  email: string | null;
  avatar: AvatarSource;
}

/** The hash of an email, worked out in the background (Web Crypto is asynchronous); null meanwhile. */
function useEmailHash(email: string | null): string | null {
  const [hashed, setHashed] = useState<{ email: string; hash: string | null } | null>(null);
  useEffect(() => {
    if (!email) return undefined;
    let current = true;
    emailHash(email).then(
      (hash) => current && setHashed({ email, hash }),
      () => current && setHashed({ email, hash: null }),
    );
    return () => {
      current = false;
    };
  }, [email]);
  // A hash of the previous email is never shown for the new one.
  return hashed && hashed.email === email ? hashed.hash : null;
}

/**
 * Name, email and avatar of the signed-in person: the local user record (kept by the profile
 * screen and synced) first, the identity provider's account second.
 */
export function useAccountProfile(): AccountProfile {
  const authUser = useAuth().state.user;
  const local = useUser(authUser?.uid).data;
  const online = useOnline();
  const email = firstPresent(local?.email, authUser?.email);
  const hash = useEmailHash(email);
  return {
    name: accountDisplayName({ localDisplayName: local?.displayName, authDisplayName: authUser?.displayName, email }),
    email,
    avatar: chooseAvatar({ photoURL: firstPresent(local?.photoURL, authUser?.photoURL), email, emailHash: hash, online }),
  };
}
