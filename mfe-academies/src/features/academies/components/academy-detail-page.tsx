import { Button, Grid, GridItem, Link, PageHeader, Stack } from '@academias/shared/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from '@academias/shared/router';
import { useAcademy } from '../api/academy-queries.ts';
import { AcademyChargesCard } from './academy-charges-card.tsx';
import { AcademyInfo } from './academy-info.tsx';
import { AcademyLoadState } from './academy-load-state.tsx';
import { AcademyFormDialog } from './lazy-dialogs.ts';
import { AcademyPercentsCard } from './academy-percents-card.tsx';
import { AcademyStudentsCard } from './academy-students-card.tsx';
import { AcademyTeachersCard } from './academy-teachers-card.tsx';

/** An academy (admin): data, teachers, own charges, teacher shares and students. */
export default function AcademyDetailPage() {
  const id = Number(useParams().academyId);
  const academy = useAcademy(id);
  const [editing, setEditing] = useState(false);
  const back = { to: '/app/modules/academies', label: '← Volver a Academias' };

  if (!academy.data)
    return (
      <AcademyLoadState
        error={academy.error}
        denied={!(Number.isInteger(id) && id > 0)}
        back={back}
      />
    );
  const a = academy.data;
  return (
    <>
      <PageHeader
        title={a.name}
        description="Datos, profesores, cargos propios y alumnos de la academia."
        actions={
          <>
            <Link asChild alignSelf="center">
              <RouterLink to={back.to}>{back.label}</RouterLink>
            </Link>
            <Button onClick={() => setEditing(true)} {...AcademyFormDialog.preloadProps}>
              Editar academia
            </Button>
          </>
        }
      />
      <Stack gap="5">
        <AcademyInfo academy={a} />
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="5">
          <GridItem>
            <AcademyTeachersCard academy={a} />
          </GridItem>
          <GridItem>
            <AcademyPercentsCard percents={a.percents} />
          </GridItem>
        </Grid>
        <AcademyChargesCard academyId={a.id} charges={a.charges} />
        <AcademyStudentsCard academyId={a.id} linkToStudent />
      </Stack>
      {editing && <AcademyFormDialog academy={a} onClose={() => setEditing(false)} />}
    </>
  );
}
