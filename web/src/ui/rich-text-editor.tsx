// The rich-text editor of the management forms (notices, answers, FAQs): paragraphs, three heading levels,
// bold, italic, underline, strike, lists, quotes, code and links — what the server's allow-list keeps
// (server/src/platform/rich-text), so what is written is what is shown. A form field: `value` is HTML,
// `onChange` gets HTML back.
import {
  BoldOutlined, CodeOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined,
  UnderlineOutlined, UndoOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { isRichTextHref } from '@gsis/contract';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './rich-text.css';

/** Where a link may lead: what the server keeps (an http(s) address, a page of GSIS, or mail). */
const isLinkable = isRichTextHref;

function ToolButton({ label, icon, active, onClick, disabled }: { label: string; icon: ReactNode; active?: boolean; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={label}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} aria-label={label} aria-pressed={active ?? undefined} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

function LinkButton({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [wrong, setWrong] = useState(false);
  const active = editor.isActive('link');

  const apply = () => {
    const address = href.trim();
    if (!address) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    if (!isLinkable(address)) {
      setWrong(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref(String(editor.getAttributes('link').href ?? ''));
          setWrong(false);
        }
      }}
      trigger="click"
      content={(
        <div className="rich-text-link">
          <Input
            autoFocus value={href} placeholder="https://" aria-label={t('richText.linkAddress')} status={wrong ? 'error' : undefined}
            onChange={(e) => { setHref(e.target.value); setWrong(false); }} onPressEnter={apply} data-testid="rich-text-link-input"
          />
          {wrong ? <div className="rich-text-link-error" role="alert">{t('richText.linkRule')}</div> : null}
          <div className="rich-text-link-actions">
            {active ? <Button size="small" onClick={() => { setHref(''); editor.chain().focus().extendMarkRange('link').unsetLink().run(); setOpen(false); }}>{t('richText.unlink')}</Button> : null}
            <Button size="small" type="primary" onClick={apply} data-testid="rich-text-link-apply">{t('richText.apply')}</Button>
          </div>
        </div>
      )}
    >
      <Tooltip title={t('richText.link')}>
        <Button type={active ? 'primary' : 'text'} size="small" icon={<LinkOutlined />} aria-label={t('richText.link')} aria-pressed={active} disabled={disabled} />
      </Tooltip>
    </Popover>
  );
}

export function RichTextEditor({ value, onChange, label, disabled = false, testId = 'rich-text-editor', invalid = false }: {
  value?: string; onChange?: (html: string) => void; label: string; disabled?: boolean; testId?: string; invalid?: boolean;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => isLinkable(url) },
    })],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text rich-text-input' } },
    // An empty editor is an empty value, so a required field says so.
    onUpdate: ({ editor: changed }) => onChange?.(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A value set from outside (the form reset, a notice read in) replaces the text; the editor's own changes
  // come back equal and leave it alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => { editor?.setEditable(!disabled); }, [editor, disabled]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? {
      bold: e.isActive('bold'), italic: e.isActive('italic'), underline: e.isActive('underline'), strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }), bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'), quote: e.isActive('blockquote'), code: e.isActive('codeBlock'),
      canUndo: e.can().undo(), canRedo: e.can().redo(),
    } : null),
  });
  if (!editor || !state) return <div className={`rich-text-editor${invalid ? ' rich-text-invalid' : ''}`} data-testid={testId} />;
  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => void action(editor.chain().focus()).run();

  return (
    <div className={`rich-text-editor${invalid ? ' rich-text-invalid' : ''}${disabled ? ' rich-text-disabled' : ''}`} data-testid={testId}>
      <div role="toolbar" aria-label={t('richText.toolbar')} className="rich-text-toolbar">
        <ToolButton label={`H2 – ${t('richText.heading', { level: 2 })}`} icon={<span className="rich-text-h">H2</span>} active={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))} disabled={disabled} />
        <ToolButton label={`H3 – ${t('richText.heading', { level: 3 })}`} icon={<span className="rich-text-h">H3</span>} active={state.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))} disabled={disabled} />
        <span className="rich-text-divider" />
        <ToolButton label={t('richText.bold')} icon={<BoldOutlined />} active={state.bold} onClick={run((c) => c.toggleBold())} disabled={disabled} />
        <ToolButton label={t('richText.italic')} icon={<ItalicOutlined />} active={state.italic} onClick={run((c) => c.toggleItalic())} disabled={disabled} />
        <ToolButton label={t('richText.underline')} icon={<UnderlineOutlined />} active={state.underline} onClick={run((c) => c.toggleUnderline())} disabled={disabled} />
        <ToolButton label={t('richText.strike')} icon={<StrikethroughOutlined />} active={state.strike} onClick={run((c) => c.toggleStrike())} disabled={disabled} />
        <span className="rich-text-divider" />
        <ToolButton label={t('richText.bulletList')} icon={<UnorderedListOutlined />} active={state.bullet} onClick={run((c) => c.toggleBulletList())} disabled={disabled} />
        <ToolButton label={t('richText.orderedList')} icon={<OrderedListOutlined />} active={state.ordered} onClick={run((c) => c.toggleOrderedList())} disabled={disabled} />
        <ToolButton label={t('richText.quote')} icon={<span className="rich-text-h">“”</span>} active={state.quote} onClick={run((c) => c.toggleBlockquote())} disabled={disabled} />
        <ToolButton label={t('richText.codeBlock')} icon={<CodeOutlined />} active={state.code} onClick={run((c) => c.toggleCodeBlock())} disabled={disabled} />
        <LinkButton editor={editor} disabled={disabled} />
        <span className="rich-text-divider" />
        <ToolButton label={t('richText.undo')} icon={<UndoOutlined />} onClick={run((c) => c.undo())} disabled={disabled || !state.canUndo} />
        <ToolButton label={t('richText.redo')} icon={<RedoOutlined />} onClick={run((c) => c.redo())} disabled={disabled || !state.canRedo} />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
