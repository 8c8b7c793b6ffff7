import type { EmailTemplate } from '@academias/shared/contract/email';
import { Button, Grid, PageHeader, Stack } from '@academias/shared/ui';
import { useState } from 'react';
import { SendPanel } from './send-panel.tsx';
import { TemplateEditor } from './template-editor.tsx';
import { TemplateList } from './template-list.tsx';

/** Centro de Correos: templates on the left, the editor and the send on the right. */
export default function EmailCenterPage() {
  const [selected, setSelected] = useState<EmailTemplate | null>(null);
  // A new key gives "Nueva plantilla" an empty editor even when nothing was selected before.
  const [draftKey, setDraftKey] = useState(0);

  return (
    <>
      <PageHeader
        title="Centro de Correos"
        description="Plantillas con imágenes y campos de combinación, vista previa y envío a las familias."
        actions={
          <Button
            onClick={() => {
              setSelected(null);
              setDraftKey((k) => k + 1);
            }}
          >
            Nueva plantilla
          </Button>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '18rem minmax(0, 1fr)' }} gap="4" alignItems="start">
        <TemplateList selectedId={selected?.id ?? null} onSelect={setSelected} />
        <Stack gap="4" minW="0">
          <TemplateEditor key={selected ? `t${selected.id}` : `n${draftKey}`} template={selected} onSaved={setSelected} onDeleted={() => setSelected(null)} />
          <SendPanel template={selected} />
        </Stack>
      </Grid>
    </>
  );
}
