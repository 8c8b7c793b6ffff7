import { toApiError } from '@academias/shared/api';
import { formatCount } from '@academias/shared/format';
import {
  Alert,
  Badge,
  Box,
  Card,
  Fieldset,
  Heading,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@academias/shared/ui';
import { useSiiSettings } from '../api/sii-queries.ts';
import { siiTexts as t } from '../sii-texts.ts';
import { SiiSettingsForm } from './sii-settings-form.tsx';
import { CafForm, CertificateForm } from './sii-upload-forms.tsx';

/** Parámetros Avanzados > Boleta electrónica: what the product needs to issue at the SII. */
export const SiiSection = () => {
  const settings = useSiiSettings();
  const data = settings.data;
  return (
    <Card.Root as="section" aria-labelledby="sii-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="sii-title">
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.description}</Text>
      </Card.Header>
      <Card.Body>
        {settings.isLoading ? (
          <Skeleton height="40" />
        ) : settings.error || !data ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{toApiError(settings.error).message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="6">
            <Text>
              {t.environmentLabel}:{' '}
              <Badge>{t.environment[data.environment] ?? data.environment}</Badge>
            </Text>
            {data.testMaterial && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{t.testMaterial}</Alert.Title>
              </Alert.Root>
            )}
            {!data.configured && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Title>{t.notConfigured}</Alert.Title>
              </Alert.Root>
            )}
            {data.warnings.length > 0 && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t.warningsTitle}</Alert.Title>
                  <List.Root ps="4">
                    {data.warnings.map((w) => (
                      <List.Item key={w}>{w}</List.Item>
                    ))}
                  </List.Root>
                </Alert.Content>
              </Alert.Root>
            )}
            <SiiSettingsForm key={`${data.acteco}-${data.resolutionNumber}`} settings={data} />
            <CertificateForm settings={data} />
            <Fieldset.Root>
              <Fieldset.Legend>{t.cafLegend}</Fieldset.Legend>
              <Box overflowX="auto" mt="2">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t.cafColumns.type}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t.cafColumns.range}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.cafColumns.next}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t.cafColumns.left}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t.cafColumns.authorized}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.cafs.length === 0 ? (
                      <Table.Row>
                        <Table.Cell colSpan={5}>{t.cafEmpty}</Table.Cell>
                      </Table.Row>
                    ) : (
                      data.cafs.map((caf) => (
                        <Table.Row key={caf.id}>
                          <Table.Cell>{t.typeName[caf.type] ?? caf.type}</Table.Cell>
                          <Table.Cell>
                            {formatCount(caf.from)} – {formatCount(caf.to)}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {caf.left > 0 ? formatCount(caf.nextFolio) : '—'}
                          </Table.Cell>
                          <Table.Cell textAlign="end">{formatCount(caf.left)}</Table.Cell>
                          <Table.Cell>{caf.authorizedOn.split('-').reverse().join('-')}</Table.Cell>
                        </Table.Row>
                      ))
                    )}
                  </Table.Body>
                </Table.Root>
              </Box>
              <Box mt="3">
                <CafForm />
              </Box>
            </Fieldset.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
