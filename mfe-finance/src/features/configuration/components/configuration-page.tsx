import { PageHeader, Stack } from '@academias/shared/ui';
import { BillingRulesSection } from './billing-rules-section.tsx';
import { LateFeesSection } from './late-fees-section.tsx';
import { SiblingDiscountsSection } from './sibling-discounts-section.tsx';
import { CommissionSection } from './commission-section.tsx';
import { IssuerSection } from './issuer-section.tsx';
import { MonthCloseSection } from './month-close-section.tsx';
import { SiiSection } from '../../sii/components/sii-section.tsx';
import { TeacherPercentsSection } from './teacher-percents-section.tsx';

/** Parámetros Avanzados (admin): Transbank commission, teacher shares, boleta issuer. */
export default function ConfigurationPage() {
  return (
    <>
      <PageHeader
        title="Parámetros Avanzados"
        description="Comisión de Transbank, porcentaje de los profesores, primer mes de las inscripciones y datos de las boletas."
      />
      <Stack gap="6">
        <CommissionSection />
        <TeacherPercentsSection />
        <BillingRulesSection />
        <LateFeesSection />
        <SiblingDiscountsSection />
        <MonthCloseSection />
        <IssuerSection />
        <SiiSection />
      </Stack>
    </>
  );
}
