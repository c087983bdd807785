import { HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { desktopNavItems } from './nav-items';

export function DesktopNav() {
  return (
    <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }} data-testid="desktop-nav">
      {desktopNavItems.map((item) => (
        <Link key={item.to} to={item.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
          {item.label}
        </Link>
      ))}
    </HStack>
  );
}
