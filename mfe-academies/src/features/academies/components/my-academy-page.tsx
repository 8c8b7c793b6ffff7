import { useSession } from '@academias/shared/session';
import { Button, PageHeader, Stack } from '@academias/shared/ui';
import { useState } from 'react';
import { useParams } from '@academias/shared/router';
import { useAcademy } from '../api/academy-queries.ts';
import { AcademyInfo } from './academy-info.tsx';
import { AcademyLoadState } from './academy-load-state.tsx';
import { AcademyOpenChargesCard } from './academy-open-charges-card.tsx';
import { AcademyPlansCard } from './academy-plans-card.tsx';
import { AcademyStudentsCard } from './academy-students-card.tsx';
import { AcademyContactDialog } from './lazy-dialogs.ts';

/**
 * A teacher's academy: its data (contact fields editable), students with plan status, pending
 * charges and plans. Another teacher's academy shows "sin acceso": the session already says
 * which academies are theirs, and the server refuses the data anyway.
 */
export default function MyAcademyPage() {
  const id = Number(useParams().academyId);
  const session = useSession((s) => s.session);
  const isTeacher = session?.type === 1;
  const own = !isTeacher || (session?.academies ?? []).some((a) => a.id_academy === id);
  const valid = Number.isInteger(id) && id > 0 && own;
  const academy = useAcademy(valid ? id : 0);
  const [editing, setEditing] = useState(false);

  if (!valid || !academy.data) return <AcademyLoadState error={academy.error} denied={!valid} />;
  const a = academy.data;
  return (
    <>
      <PageHeader
        title={a.name}
        description={`Profesores: ${a.teachers.map((t) => t.name).join(', ') || '—'}`}
        actions={
          <Button onClick={() => setEditing(true)} {...AcademyContactDialog.preloadProps}>
            Editar datos de contacto
          </Button>
        }
      />
      <Stack gap="5">
        <AcademyInfo academy={a} />
        <AcademyStudentsCard academyId={a.id} linkToStudent />
        <AcademyOpenChargesCard academyId={a.id} />
        <AcademyPlansCard academyId={a.id} />
      </Stack>
      {editing && <AcademyContactDialog academy={a} onClose={() => setEditing(false)} />}
    </>
  );
}
