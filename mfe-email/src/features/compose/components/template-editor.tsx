import { serverFormError } from '@academias/shared/api';
import type { EmailTemplate } from '@academias/shared/contract/email';
import {
  Button,
  Card,
  ConfirmDialog,
  Field,
  Flex,
  Input,
  showUndoToast,
  Stack,
} from '@academias/shared/ui';
import type { Editor } from '@tiptap/react';
import { useCallback, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import {
  useDeleteTemplate,
  usePreview,
  useRestoreTemplate,
  useSaveTemplate,
  useTestSend,
} from '../api/template-queries.ts';
import { RichTextEditor } from '../editor/rich-text-editor.tsx';
import { MergeFieldButtons } from './merge-field-buttons.tsx';
import { PreviewDialog } from './preview-dialog.tsx';

interface TemplateEditorProps {
  template: EmailTemplate | null;
  onSaved: (template: EmailTemplate) => void;
  onDeleted: () => void;
}

type Errors = Partial<Record<'name' | 'subject' | 'html', string>>;

const isEmptyBody = (html: string) =>
  html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(html);

/** Name, subject and body of a template, with merge fields, preview and a test send to oneself. */
export const TemplateEditor = ({ template, onSaved, onDeleted }: TemplateEditorProps) => {
  // The page keys this component by template, so state starts from the template it edits.
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [html, setHtml] = useState(template?.html ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const restore = useRestoreTemplate();
  const preview = usePreview();
  const testSend = useTestSend();
  const readOnly = template !== null && !template.canEdit;

  const onEditorReady = useCallback((editor: Editor) => {
    editorRef.current = editor;
  }, []);

  const validate = (): boolean => {
    const next: Errors = {};
    if (!name.trim()) next.name = 'Escribe un nombre para la plantilla.';
    if (!subject.trim()) next.subject = 'Escribe el asunto.';
    if (isEmptyBody(html)) next.html = 'Escribe el contenido del correo.';
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const showServerError = (title: string, error: unknown) => {
    const placed = serverFormError(error, ['name', 'subject', 'html'] as const);
    if (placed.field) setErrors({ [placed.field]: placed.message });
    notifyError(title, error);
  };

  const onSave = () => {
    if (!validate()) return;
    save.mutate(
      { ...(template ? { id: template.id } : {}), name, subject, html },
      {
        onSuccess: (saved) => {
          // Show what the server kept after sanitising.
          setSubject(saved.subject);
          setHtml(saved.html);
          notifySuccess(template ? 'Plantilla actualizada' : 'Plantilla creada', saved.name);
          onSaved(saved);
        },
        onError: (error) => showServerError('No se pudo guardar la plantilla', error),
      },
    );
  };

  const onPreview = () => {
    if (!validate()) return;
    setPreviewOpen(true);
    preview.mutate(
      { subject, html },
      {
        onError: (error) => {
          setPreviewOpen(false);
          showServerError('No se pudo generar la vista previa', error);
        },
      },
    );
  };

  const onTestSend = () => {
    if (!validate()) return;
    testSend.mutate(
      { subject, html },
      {
        onSuccess: (r) => notifySuccess('Prueba en camino', `Revisa tu correo ${r.to}.`),
        onError: (error) => showServerError('No se pudo enviar la prueba', error),
      },
    );
  };

  /** A failure keeps the dialog open (the toast says why); success closes it. */
  const onDelete = async () => {
    if (!template) return;
    try {
      await remove.mutateAsync(template.id);
    } catch (error) {
      notifyError('No se pudo eliminar la plantilla', error);
      throw error;
    }
    const { id } = template;
    showUndoToast({
      title: 'Plantilla eliminada',
      undoneTitle: 'Plantilla restaurada',
      onUndo: () => restore.mutateAsync(id),
    });
    onDeleted();
  };

  const insertInSubject = (token: string) => {
    const input = subjectRef.current;
    const at = input?.selectionStart ?? subject.length;
    setSubject(subject.slice(0, at) + token + subject.slice(input?.selectionEnd ?? at));
    input?.focus();
  };

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Field.Root required invalid={!!errors.name} disabled={readOnly}>
            <Field.Label>Nombre de la plantilla</Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.subject} disabled={readOnly}>
            <Field.Label>Asunto</Field.Label>
            <Input
              ref={subjectRef}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              maxLength={200}
            />
            <Field.ErrorText>{errors.subject}</Field.ErrorText>
          </Field.Root>
          {!readOnly && <MergeFieldButtons label="Asunto" onInsert={insertInSubject} />}
          <Field.Root required invalid={!!errors.html}>
            <Field.Label id="email-body-label">Contenido</Field.Label>
            <Stack gap="2" width="full">
              {!readOnly && (
                <MergeFieldButtons
                  label="Contenido"
                  onInsert={(token) =>
                    editorRef.current?.chain().focus().insertContent(token).run()
                  }
                />
              )}
              <RichTextEditor
                id="email-body"
                labelledBy="email-body-label"
                value={html}
                onChange={setHtml}
                onEditorReady={onEditorReady}
                invalid={!!errors.html}
                readOnly={readOnly}
              />
            </Stack>
            <Field.ErrorText>{errors.html}</Field.ErrorText>
            {readOnly && (
              <Field.HelperText>
                Plantilla de administración: puedes usarla, pero no modificarla.
              </Field.HelperText>
            )}
          </Field.Root>
          <Flex gap="2" wrap="wrap">
            {!readOnly && (
              <Button onClick={onSave} loading={save.isPending} loadingText="Guardando">
                Guardar plantilla
              </Button>
            )}
            <Button variant="outline" onClick={onPreview}>
              Vista previa
            </Button>
            <Button
              variant="outline"
              onClick={onTestSend}
              loading={testSend.isPending}
              loadingText="Enviando"
            >
              Enviarme una prueba
            </Button>
            {template && !readOnly && (
              <Button variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(true)}>
                Eliminar
              </Button>
            )}
          </Flex>
        </Stack>
      </Card.Body>
      <PreviewDialog
        open={previewOpen}
        loading={preview.isPending}
        preview={preview.data}
        onClose={() => setPreviewOpen(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        size="md"
        title="Eliminar plantilla"
        confirmLabel="Eliminar"
        destructive
        onConfirm={onDelete}
        description={
          <>¿Eliminar la plantilla «{template?.name}»? Los envíos ya hechos conservan su copia.</>
        }
      />
    </Card.Root>
  );
};
