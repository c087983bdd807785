import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { describeDataModel, type CollectionDescription } from '@/data/describe-data-model';
import { useDocumentCount } from '@/data/use-document-count';
import { useUid } from '@/lib/auth/use-uid';
import { PageHeading } from '@/lib/ui/page-heading';
import { Badge } from '@/lib/ui/badge';
import { Card } from '@/lib/ui/card';
import { Heading } from '@/lib/ui/heading';
import { cx } from '@/lib/ui/static-styles';
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
        {/* A keyboard scrolls a wide table only if the box scrolling it can take focus (WCAG 2.1.1). */}
        <Box overflowX="auto" tabIndex={0} role="region" aria-label={`Fields of ${collection.name} (scrolls)`} borderRadius="sm" focusRing="outside">
          <Table.Root aria-label={`Fields of ${collection.name}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Field</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader className={dbSchema.wideOnly}>Required</Table.ColumnHeader>
                <Table.ColumnHeader className={dbSchema.wideOnly}>Default</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {collection.fields.map((field) => (
                <Table.Row key={field.name}>
                  {/* Long names and enumerations (camelCase, snake_case) may break anywhere rather than push a column out of the card. */}
                  <Table.Cell className={cx(dbSchema.code, dbSchema.breakAnywhere)}>
                    {field.name}
                    {field.indexed ? ' ⚡' : ''}
                  </Table.Cell>
                  <Table.Cell className={dbSchema.breakAnywhere}>
                    {field.enum ? `one of ${field.enum.join(', ')}` : field.type}
                    {/* On phones, in this column: the table then fits the screen without scrolling. */}
                    <Text hideFrom="md" fontSize="xs" color="fg.muted">
                      {[field.required ? 'required' : null, field.default === undefined ? null : `default ${JSON.stringify(field.default)}`].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Cell>
                  <Table.Cell className={dbSchema.wideOnly}>{field.required ? 'yes' : ''}</Table.Cell>
                  <Table.Cell className={cx(dbSchema.code, dbSchema.wideOnly)}>{field.default === undefined ? '' : JSON.stringify(field.default)}</Table.Cell>
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
        {/* Two cards side by side only where each has room for its four columns. */}
        <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
          {model.collections.map((collection) => (
            <CollectionCard key={collection.name} collection={collection} uid={uid} />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
