import { Box, Flex, Icon, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { mobileNavItems } from './nav-items';

/** Fixed to the bottom on phones; the page reserves room for it so it never hides content. */
export function MobileBottomBar() {
  return (
    <Box
      as="nav"
      aria-label="Main"
      data-testid="mobile-bottom-bar"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex justify="space-around">
        {mobileNavItems.map((item) => (
          <Link key={item.to} to={item.to} className="bottom-bar-link" activeProps={{ 'aria-current': 'page' }}>
            <Icon as={item.icon} boxSize="5" aria-hidden />
            <Text as="span" fontSize="xs">
              {item.label}
            </Text>
          </Link>
        ))}
      </Flex>
    </Box>
  );
}
