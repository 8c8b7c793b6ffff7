import { toApiError } from '@academias/shared/api';
import { firstChargeRuleLabel } from '@academias/shared/contract/academies-labels';
import type { FirstChargeRule } from '@academias/shared/contract/academies';
import { Alert, CompactTable, OptionsSelect, SectionCard, Skeleton } from '@academias/shared/ui';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useBillingRules, useSaveBillingRule } from '../api/configuration-queries.ts';

const rules = (Object.entries(firstChargeRuleLabel) as [FirstChargeRule, string][]).map(
  ([id, name]) => ({ id, name }),
);

/**
 * Per academy: what the first month of an enrolment that starts after the 1st costs. A change
 * applies to enrolments made from then on; existing ones keep the rule they were made under.
 */
export const BillingRulesSection = () => {
  const list = useBillingRules();
  const save = useSaveBillingRule();
  return (
    <SectionCard
      title="Primer mes de una inscripción"
      description="Cuando alguien se inscribe después del día 1: prorratear por los días que quedan (redondeo a peso, mitad hacia arriba), cobrar el mes completo o empezar a cobrar el mes siguiente. Nunca vence antes de la fecha de inscripción. Un cambio rige para las inscripciones nuevas."
    >
      {list.isLoading ? (
        <Skeleton height="16" />
      ) : list.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{toApiError(list.error).message}</Alert.Title>
        </Alert.Root>
      ) : (
        <CompactTable
          caption="Regla del primer mes por academia"
          showCaption
          rows={list.data ?? []}
          rowKey={(r) => r.academyId}
          columns={[
            { key: 'academy', header: 'Academia', cell: (r) => r.academyName },
            {
              key: 'rule',
              header: 'Primer mes',
              cell: (r) => (
                <OptionsSelect
                  size="sm"
                  minW="56"
                  disabled={save.isPending}
                  aria-label={`Primer mes en ${r.academyName}`}
                  options={rules}
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
                        onError: (error) => notifyError('No se pudo guardar la regla', error),
                      },
                    )
                  }
                />
              ),
            },
          ]}
        />
      )}
    </SectionCard>
  );
};
