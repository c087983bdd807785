import { SimpleGrid } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useFinancialGoals } from '@/data/financial-goals/use-financial-goals';
import { useDataContext } from '@/data/use-data-context';
import { useUser } from '@/data/users/use-user';
import { useAuth } from '@/lib/auth/auth-context';
import { PageHeading } from '@/lib/ui/page-heading';
import { GoalsForm } from './goals-form';
import { ProfileForm } from './profile-form';
import { Button } from '@/lib/ui/button';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { Spinner } from '@/lib/ui/spinner';

export function ProfilePage() {
  const authUser = useAuth().state.user;
  const uid = authUser?.uid ?? null;
  const ctx = useDataContext(uid);
  const user = useUser(uid);
  const goals = useFinancialGoals(uid);

  return (
    <>
      <PageHeading title="Profile" description="Your name, contact details and financial goals." />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Your details
            </Heading>
          </Card.Header>
          <Card.Body>
            {!ctx || user.isLoading ? (
              <Spinner aria-label="Loading your profile" />
            ) : (
              // Keyed by the record's id: a new form for another record; the same record's changes flow in live.
              <ProfileForm key={user.data?.id ?? 'none'} ctx={ctx} user={user.data} email={user.data?.email || authUser?.email || null} />
            )}
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Your goals
            </Heading>
          </Card.Header>
          <Card.Body>
            {!ctx || goals.isLoading ? <Spinner aria-label="Loading your goals" /> : <GoalsForm ctx={ctx} goals={goals.data} />}
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline" size="sm">
              <Link to="/strategy">See the recommended strategy</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </>
  );
}
