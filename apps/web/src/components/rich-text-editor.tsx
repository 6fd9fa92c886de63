import { ActionIcon, Group, Input, Paper } from '@mantine/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import classes from './rich-text-editor.module.css';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
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

/**
 * The rich-text field (TipTap): bold, italic, lists, code, links pasted as text. It hands its HTML to the form;
 * the server sanitises what it stores (lib/sanitize-html.ts), so this is a convenience, not a safety boundary.
 */
const RichTextEditor = ({ label, value, onChange, error }: Props) => {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: classes.content ?? '' },
    },
    onUpdate: ({ editor: current }) => {
      onChange(current.isEmpty ? '' : current.getHTML());
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(tools.map((tool) => [tool.active, current.isActive(tool.active)])),
  });
  return (
    <Input.Wrapper label={label} error={error}>
      <Paper withBorder radius="sm" className={classes.frame} data-error={error ? true : undefined}>
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
