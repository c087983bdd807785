import { Box, Flex, HStack, Heading } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { SyncStatusBadge } from './sync-status-badge';
import { ThemeSwitch } from './theme-switch';

export function Header() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px">
      <Flex maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} h="14" align="center" gap="6">
        <Link to="/dashboard" aria-label="Paydown home">
          <HStack gap="2">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Heading as="span" size="md" fontWeight="bold" letterSpacing="tight">
              Paydown
            </Heading>
          </HStack>
        </Link>
        <DesktopNav />
        <HStack ml="auto" gap="2">
          <SyncStatusBadge />
          <ThemeSwitch />
          <AccountMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
