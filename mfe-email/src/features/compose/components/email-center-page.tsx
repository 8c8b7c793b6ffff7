import type { EmailTemplate } from '@academias/shared/contract/email';
import { Button, Card, EmptyState, Grid, PageHeader, Skeleton, Stack } from '@academias/shared/ui';
import { Link as RouterLink } from '@academias/shared/router';
import { lazy, Suspense, useState } from 'react';
import { scheduledTexts } from '../../scheduled/texts.ts';
import { SendPanel } from './send-panel.tsx';
import { TemplateList } from './template-list.tsx';

/**
 * The editor brings TipTap and ProseMirror (~120 KB gzip): it is fetched when a template is
 * opened or a new one started, so opening Centro de Correos stays light.
 */
const TemplateEditor = lazy(() =>
  import('./template-editor.tsx').then((m) => ({ default: m.TemplateEditor })),
);

const NothingOpen = () => (
  <Card.Root variant="outline">
    <Card.Body>
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Title>Ninguna plantilla abierta</EmptyState.Title>
          <EmptyState.Description>
            Elige una plantilla de la lista para usarla o editarla, o crea una nueva.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Card.Body>
  </Card.Root>
);

/** Centro de Correos: templates on the left, the editor and the send on the right. */
export default function EmailCenterPage() {
  const [selected, setSelected] = useState<EmailTemplate | null>(null);
  // A new key gives "Nueva plantilla" an empty editor even when nothing was selected before.
  const [draftKey, setDraftKey] = useState(0);
  const [drafting, setDrafting] = useState(false);

  return (
    <>
      <PageHeader
        title="Centro de Correos"
        description="Plantillas con imágenes y campos de combinación, vista previa y envío a las familias."
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/app/modules/emails/scheduled">{scheduledTexts.link}</RouterLink>
            </Button>
            <Button
              onClick={() => {
                setSelected(null);
                setDrafting(true);
                setDraftKey((k) => k + 1);
              }}
            >
              Nueva plantilla
            </Button>
          </>
        }
      />
      <Grid
        templateColumns={{ base: '1fr', lg: '18rem minmax(0, 1fr)' }}
        gap="4"
        alignItems="start"
      >
        <TemplateList selectedId={selected?.id ?? null} onSelect={setSelected} />
        <Stack gap="4" minW="0">
          {selected || drafting ? (
            <Suspense fallback={<Skeleton height="28rem" borderRadius="l2" />}>
              <TemplateEditor
                key={selected ? `t${selected.id}` : `n${draftKey}`}
                template={selected}
                onSaved={setSelected}
                onDeleted={() => {
                  setSelected(null);
                  setDrafting(false);
                }}
              />
            </Suspense>
          ) : (
            <NothingOpen />
          )}
          <SendPanel template={selected} />
        </Stack>
      </Grid>
    </>
  );
}
