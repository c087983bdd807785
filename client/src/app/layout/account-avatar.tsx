import { Avatar } from '@/lib/ui/avatar';
import type { AvatarSource } from './avatar-source';

/**
 * The person's picture in the header (the kit's Avatar, size sm). The generic icon shows while the
 * picture loads, if it fails, and offline (kind "icon").
 */
export function AccountAvatar({ source }: { source: AvatarSource }) {
  return <Avatar size="sm" src={source.kind === 'icon' ? null : source.src} data-testid="account-avatar" data-avatar-kind={source.kind} />;
}
