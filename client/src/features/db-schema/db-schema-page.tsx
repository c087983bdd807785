import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { describeDataModel, type CollectionDescription } from '@/data/describe-data-model';
import { useDocumentCount } from '@/data/use-document-count';
import { useUid } from '@/lib/auth/use-uid';
import { PageHeading } from '@/lib/ui/page-heading';
import { Badge } from '@/lib/ui/badge';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { Table } from '@/lib/ui/table';
import { dbSchema } from './db-schema.styles';

const model = describeDataModel();

function CollectionCard({ collection, uid }: { collection: CollectionDescription; uid: string | null }) {
  const { data: count } = useDocumentCount(uid, collection.name);
  return (
    <Card.Root data-testid={`collection-${collection.name}`}>
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {collection.name}
          </Heading>
          <Badge aria-label={`${count ?? 0} documents`}>{count ?? '…'} documents</Badge>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          schema version {collection.schemaVersion} · key {collection.primaryKey} · indexes{' '}
          {collection.indexes.map((index) => index.join('+')).join(', ') || 'none'}
        </Text>
      </Card.Header>
      <Card.Body>
        <Box overflowX="auto">
          <Table.Root aria-label={`Fields of ${collection.name}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Field</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Required</Table.ColumnHeader>
                <Table.ColumnHeader>Default</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {collection.fields.map((field) => (
                <Table.Row key={field.name}>
                  <Table.Cell className={dbSchema.code}>
                    {field.name}
                    {field.indexed ? ' ⚡' : ''}
                  </Table.Cell>
                  <Table.Cell>{field.enum ? `one of ${field.enum.join(', ')}` : field.type}</Table.Cell>
                  <Table.Cell>{field.required ? 'yes' : ''}</Table.Cell>
                  <Table.Cell className={dbSchema.code}>{field.default === undefined ? '' : JSON.stringify(field.default)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** What PaydownDB keeps on this device: collections, fields, indexes and live counts. */
export function DbSchemaPage() {
  const uid = useUid();
  return (
    <>
      <PageHeading title="Database schema" description="What PaydownDB keeps on this device.">
        <Text fontSize="sm" data-testid="db-summary">
          {model.databaseName} · data model version {model.modelVersion} · {model.collections.length} collections · storage{' '}
          {model.storageName} · ⚡ indexed
        </Text>
      </PageHeading>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {model.collections.map((collection) => (
            <CollectionCard key={collection.name} collection={collection} uid={uid} />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
