import type { academySchemas } from '@academias/shared/contract';
import { List, SectionCard, Text } from '@academias/shared/ui';
import type { z } from 'zod';

type AcademyPercent = z.infer<typeof academySchemas.academyPercent>;

const formatPercent = (p: number) => `${p.toLocaleString('es-CL', { maximumFractionDigits: 2 })} %`;

/** Teacher shares of the academy's revenue: shown here, set in Parámetros Avanzados. */
export const AcademyPercentsCard = ({ percents }: { percents: AcademyPercent[] }) => (
  <SectionCard title="Porcentaje de profesores">
    {percents.length === 0 ? (
      <Text color="fg.muted">Sin porcentajes definidos.</Text>
    ) : (
      <List.Root variant="plain" gap="1">
        {percents.map((p) => (
          <List.Item key={p.id}>
            {/* One span: a flex list item would trim the space after the colon. */}
            <span>
              {p.teacherName}: <strong>{formatPercent(p.percent)}</strong>
            </span>
          </List.Item>
        ))}
      </List.Root>
    )}
    <Text fontSize="sm" color="fg.muted" mt="3">
      Se configuran en Configuración › Parámetros Avanzados.
    </Text>
  </SectionCard>
);
