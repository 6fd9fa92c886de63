import { useEffect, useId, type ReactNode } from 'react';
import { ActionIcon, Group, Input, Paper } from '@mantine/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import classes from './rich-text-editor.module.css';

/** What a form's getInputProps gives a field (the form helper names it), so the editor spreads in like any input. */
type Props = {
  label: string;
  /** The field's HTML: set by the form (a reset after a save), the editor shows it. */
  value?: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  /** The field the editor stands for: the form helper puts that field's error here and focuses the text. */
  name?: string;
};

const tools = [
  { label: 'Bold', text: 'B', run: (e: Editor) => e.chain().focus().toggleBold().run(), active: 'bold' },
  { label: 'Italic', text: 'I', run: (e: Editor) => e.chain().focus().toggleItalic().run(), active: 'italic' },
  {
    label: 'Bulleted list',
    text: '•',
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
    active: 'bulletList',
  },
  {
    label: 'Numbered list',
    text: '1.',
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
    active: 'orderedList',
  },
  { label: 'Code', text: '</>', run: (e: Editor) => e.chain().focus().toggleCode().run(), active: 'code' },
] as const;

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text field (TipTap): bold, italic, lists, code, links pasted as text. It hands its HTML to the form;
 * the server sanitises what it stores (lib/sanitize-html.ts), so this is a convenience, not a safety boundary.
 */
const RichTextEditor = ({ label, value = '', onChange, error, name }: Props) => {
  const id = useId();
  const hasError = Boolean(error);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    // Read again on every render (useEditor without deps): the error state reaches the text as it changes.
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: classes.content ?? '',
        ...(name === undefined ? {} : { 'data-field': name }),
        ...(hasError ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      onChange(htmlOf(current));
    },
  });
  // The form set another value (a reset after a save): show it. Not while the text has the focus: there the value
  // comes from the typing, and can be a keystroke behind the text. A tree shown again after a suspense can still
  // hold the editor that useEditor destroyed meanwhile (it renders the new one next).
  useEffect(() => {
    if (editor.isDestroyed || editor.isFocused || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(tools.map((tool) => [tool.active, current.isActive(tool.active)])),
  });
  return (
    <Input.Wrapper id={id} label={label} error={error}>
      <Paper withBorder radius="sm" className={classes.frame} data-error={hasError || undefined}>
        <Group gap={4} p={4} className={classes.toolbar} role="toolbar" aria-label={`${label} formatting`}>
          {tools.map((tool) => (
            <ActionIcon
              key={tool.label}
              variant={active[tool.active] ? 'filled' : 'subtle'}
              color="gray"
              size="sm"
              aria-label={tool.label}
              aria-pressed={active[tool.active] ?? false}
              // A click leaves the focus in the text: the mark applies there at once, so what is typed right after
              // it is not lost while the editor takes its focus back (TipTap restores it on the next frame).
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => tool.run(editor)}
            >
              <span aria-hidden="true" className={classes.toolText}>
                {tool.text}
              </span>
            </ActionIcon>
          ))}
        </Group>
        <EditorContent editor={editor} />
      </Paper>
    </Input.Wrapper>
  );
};

export default RichTextEditor;
