import { Box } from '@academias/shared/ui';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { EditorToolbar } from './editor-toolbar.tsx';

interface RichTextEditorProps {
  id: string;
  /** HTML the editor starts from; changing it (another template) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  onEditorReady?: (editor: Editor) => void;
  invalid?: boolean;
  labelledBy: string;
  /** Shows the body without the toolbar and without editing (a template the caller may only use). */
  readOnly?: boolean;
}

/**
 * TipTap (ProseMirror) editor. Its schema only produces paragraphs, headings, lists, quotes,
 * links and images: the same HTML the server keeps after sanitising, so what you see is what is sent.
 */
export const RichTextEditor = ({
  id,
  value,
  onChange,
  onEditorReady,
  invalid,
  labelledBy,
  readOnly = false,
}: RichTextEditorProps) => {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
        code: false,
        codeBlock: false,
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed && onEditorReady) onEditorReady(editor);
  }, [editor, onEditorReady]);

  // Load another template's body without echoing our own edits back into the editor. A remount
  // can hand this effect an instance TipTap already destroyed (its schema is gone): skip it, the
  // new instance runs the effect again.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      bg="bg"
    >
      {!readOnly && <EditorToolbar editor={editor} />}
      <Box
        css={{
          '& .ProseMirror': {
            minHeight: '14rem',
            padding: '3',
            outline: 'none',
            overflowWrap: 'anywhere',
          },
          '& .ProseMirror:focus-visible': {
            boxShadow: 'inset 0 0 0 2px var(--chakra-colors-color-palette-focus-ring, #3949ab)',
          },
          '& .ProseMirror p': { marginBlock: '2' },
          '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'bold', marginBlock: '2' },
          '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'bold', marginBlock: '2' },
          '& .ProseMirror ul': { paddingInlineStart: '6', listStyleType: 'disc' },
          '& .ProseMirror ol': { paddingInlineStart: '6', listStyleType: 'decimal' },
          '& .ProseMirror blockquote': {
            borderInlineStartWidth: '3px',
            paddingInlineStart: '3',
            color: 'fg.muted',
          },
          '& .ProseMirror a': { color: 'colorPalette.fg', textDecoration: 'underline' },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
};
