import { Button, DialogFrame, Spinner, Stack, Text } from '@academias/shared/ui';
import DOMPurify from 'dompurify';

interface PreviewDialogProps {
  open: boolean;
  loading: boolean;
  preview: { subject: string; html: string; recipientName: string | null } | undefined;
  /** A line above the subject (e.g. what the person owes), instead of "Con los datos de ...". */
  note?: string | undefined;
  onClose: () => void;
}

/**
 * The server's rendering of the draft with a real recipient's data. It is shown inside a
 * sandboxed iframe (no scripts, no same origin) and purified again, so a template can never run
 * code in the back office.
 */
export const PreviewDialog = ({ open, loading, preview, note, onClose }: PreviewDialogProps) => {
  const doc = preview
    ? `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;line-height:1.5;margin:12px;color:#1a202c}img{max-width:100%;height:auto}</style></head><body>${DOMPurify.sanitize(preview.html)}</body></html>`
    : '';
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Vista previa"
      closeButton={false}
      footer={
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {loading || !preview ? (
        <Spinner aria-label="Generando vista previa" />
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {preview.recipientName
              ? `Con los datos de ${preview.recipientName}.`
              : 'No hay destinatarios: los campos quedan vacíos.'}
            {note ? ` ${note}` : ''}
          </Text>
          <Text>
            <strong>Asunto:</strong> {preview.subject}
          </Text>
          <iframe
            title="Contenido del correo"
            sandbox=""
            srcDoc={doc}
            style={{
              width: '100%',
              minHeight: '22rem',
              border: '1px solid #e2e8f0',
              borderRadius: 6,
              background: '#fff',
            }}
          />
        </Stack>
      )}
    </DialogFrame>
  );
};
