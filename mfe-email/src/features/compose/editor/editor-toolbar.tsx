import { Button, Flex, Separator, VisuallyHidden } from '@academias/shared/ui';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef } from 'react';
import { notifyError, notifySuccess } from '../../../api/notify.ts';
import { useUploadImage } from '../api/template-queries.ts';
import { readImageFile } from './read-image-file.ts';

/** Formatting buttons; each is a toggle with aria-pressed so screen readers hear its state. */
export const EditorToolbar = ({ editor }: { editor: Editor | null }) => {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            h2: e.isActive('heading', { level: 2 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
          }
        : null,
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const toggles = [
    {
      label: 'Negrita',
      text: 'N',
      active: state.bold,
      run: () => chain().toggleBold().run(),
      fontWeight: 'bold',
    },
    {
      label: 'Cursiva',
      text: 'K',
      active: state.italic,
      run: () => chain().toggleItalic().run(),
      fontStyle: 'italic',
    },
    {
      label: 'Subrayado',
      text: 'S',
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
      textDecoration: 'underline',
    },
    {
      label: 'Título',
      text: 'T',
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Lista con viñetas',
      text: '•',
      active: state.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: 'Lista numerada',
      text: '1.',
      active: state.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Cita', text: '❝', active: state.quote, run: () => chain().toggleBlockquote().run() },
  ] as const;

  const editLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(
      'Dirección del enlace (https://… o mailto:…). Déjala vacía para quitarlo.',
      current ?? 'https://',
    );
    if (url === null) return;
    if (url.trim() === '' || url.trim() === 'https://') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!/^(https?:\/\/|mailto:)/i.test(url.trim())) {
      notifyError(
        'Enlace no válido',
        new Error('El enlace debe empezar con https://, http:// o mailto:'),
      );
      return;
    }
    chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const content = await readImageFile(file);
      const image = await upload.mutateAsync({ name: file.name, content });
      chain()
        .setImage({ src: image.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
      notifySuccess('Imagen agregada');
    } catch (error) {
      notifyError('No se pudo subir la imagen', error);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Flex
      role="toolbar"
      aria-label="Formato del texto"
      gap="1"
      wrap="wrap"
      p="2"
      borderBottomWidth="1px"
      bg="bg.subtle"
    >
      {toggles.map((t) => (
        <Button
          key={t.label}
          size="xs"
          minW="8"
          variant={t.active ? 'solid' : 'ghost'}
          title={t.label}
          aria-pressed={t.active}
          onClick={t.run}
          fontWeight={'fontWeight' in t ? t.fontWeight : undefined}
          fontStyle={'fontStyle' in t ? t.fontStyle : undefined}
          textDecoration={'textDecoration' in t ? t.textDecoration : undefined}
        >
          {/* The glyph is decoration; the name comes from the hidden label. */}
          <span aria-hidden="true">{t.text}</span>
          <VisuallyHidden>{t.label}</VisuallyHidden>
        </Button>
      ))}
      <Separator orientation="vertical" height="6" />
      <Button
        size="xs"
        variant={state.link ? 'solid' : 'ghost'}
        aria-pressed={state.link}
        onClick={editLink}
      >
        Enlace
      </Button>
      <Button
        size="xs"
        variant="ghost"
        onClick={() => fileInput.current?.click()}
        loading={upload.isPending}
        loadingText="Subiendo"
      >
        Imagen
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        aria-label="Elegir imagen"
        data-testid="email-image-input"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </Flex>
  );
};
