import { toApiError } from '@academias/shared/api';
import { type FirstChargeRule, firstChargeRuleLabel } from '@academias/shared/contract/academies';
import {
  Alert,
  Card,
  Heading,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@academias/shared/ui';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useBillingRules, useSaveBillingRule } from '../api/configuration-queries.ts';

const rules = Object.entries(firstChargeRuleLabel) as [FirstChargeRule, string][];

/**
 * Per academy: what the first month of an enrolment that starts after the 1st costs. A change
 * applies to enrolments made from then on; existing ones keep the rule they were made under.
 */
export const BillingRulesSection = () => {
  const list = useBillingRules();
  const save = useSaveBillingRule();
  return (
    <Card.Root as="section" aria-labelledby="billing-rules-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="billing-rules-title">
          Primer mes de una inscripción
        </Heading>
        <Text color="fg.muted">
          Cuando alguien se inscribe después del día 1: prorratear por los días que quedan (redondeo
          a peso, mitad hacia arriba), cobrar el mes completo o empezar a cobrar el mes siguiente.
          Nunca vence antes de la fecha de inscripción. Un cambio rige para las inscripciones
          nuevas.
        </Text>
      </Card.Header>
      <Card.Body>
        {list.isLoading ? (
          <Skeleton height="16" />
        ) : list.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{toApiError(list.error).message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" pb="2">
                Regla del primer mes por academia
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Academia</Table.ColumnHeader>
                  <Table.ColumnHeader>Primer mes</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.data?.map((r) => (
                  <Table.Row key={r.academyId}>
                    <Table.Cell>{r.academyName}</Table.Cell>
                    <Table.Cell minW="56">
                      <Stack gap="1">
                        <NativeSelect.Root size="sm" disabled={save.isPending}>
                          <NativeSelect.Field
                            aria-label={`Primer mes en ${r.academyName}`}
                            value={r.firstChargeRule}
                            onChange={(e) =>
                              save.mutate(
                                {
                                  academyId: r.academyId,
                                  firstChargeRule: e.target.value as FirstChargeRule,
                                },
                                {
                                  onSuccess: (saved) =>
                                    notifySuccess(
                                      'Regla guardada',
                                      `${saved.academyName}: ${firstChargeRuleLabel[saved.firstChargeRule]}`,
                                    ),
                                  onError: (error) =>
                                    notifyError('No se pudo guardar la regla', error),
                                },
                              )
                            }
                          >
                            {rules.map(([value, label]) => (
                              <option key={value} value={value}>
                                {label}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Stack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
};
