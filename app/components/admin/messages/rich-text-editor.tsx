import { Image } from "@tiptap/extension-image";
import { EditorContent, Extension, useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { clsx } from "clsx";
import {
  Bold,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  MousePointerClick,
  Unlink,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { InsertDialog, type InsertKind } from "./insert-dialog.tsx";

/** Keeps `data-button` on links, so a link can be drawn as a button in the mail layout. */
const ButtonLinks = Extension.create({
  name: "buttonLinks",
  addGlobalAttributes() {
    return [
      {
        types: ["link"],
        attributes: {
          "data-button": {
            default: null,
            parseHTML: (el) => el.getAttribute("data-button"),
            renderHTML: (attrs) => (attrs["data-button"] ? { "data-button": attrs["data-button"] } : {}),
          },
        },
      },
    ];
  },
});

function Tool({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={clsx(
        buttonVariants({ variant: "ghost", size: "icon" }),
        active && "bg-neutral-200 dark:bg-neutral-700",
      )}
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The Compose editor (Tiptap); its HTML is sanitised again on the server. */
export default function RichTextEditor({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image, ButtonLinks],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "Email Content",
        class:
          "prose dark:prose-invert min-h-64 max-w-none px-3 py-2 focus:outline-2 focus:outline-brand-600",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const [asking, setAsking] = useState<InsertKind | null>(null);
  if (!editor) return null;
  const chain = () => editor.chain().focus();

  const insert = (kind: InsertKind, { url, text }: { url: string; text: string }) => {
    setAsking(null);
    if (kind === "image") {
      chain().setImage({ src: url, alt: text }).run();
    } else if (kind === "button") {
      chain()
        .insertContent({
          type: "paragraph",
          content: [
            { type: "text", text, marks: [{ type: "link", attrs: { href: url, "data-button": "true" } }] },
          ],
        })
        .run();
    } else if (text && editor.state.selection.empty) {
      chain()
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href: url } }] })
        .run();
    } else {
      chain().extendMarkRange("link").setLink({ href: url }).run();
    }
  };
  return (
    <div className="rounded-md border border-neutral-300 dark:border-neutral-700">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-neutral-300 p-1 dark:border-neutral-700"
      >
        <Tool label="Bold" active={editor.isActive("bold")} onClick={() => chain().toggleBold().run()}>
          <Bold className="size-4" aria-hidden />
        </Tool>
        <Tool label="Italic" active={editor.isActive("italic")} onClick={() => chain().toggleItalic().run()}>
          <Italic className="size-4" aria-hidden />
        </Tool>
        <Tool
          label="Heading"
          active={editor.isActive("heading", { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 className="size-4" aria-hidden />
        </Tool>
        <Tool
          label="Subheading"
          active={editor.isActive("heading", { level: 3 })}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 className="size-4" aria-hidden />
        </Tool>
        <Tool
          label="Bulleted list"
          active={editor.isActive("bulletList")}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List className="size-4" aria-hidden />
        </Tool>
        <Tool
          label="Numbered list"
          active={editor.isActive("orderedList")}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered className="size-4" aria-hidden />
        </Tool>
        <Tool label="Link" active={editor.isActive("link")} onClick={() => setAsking("link")}>
          <Link2 className="size-4" aria-hidden />
        </Tool>
        {editor.isActive("link") && (
          <Tool label="Remove link" onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
            <Unlink className="size-4" aria-hidden />
          </Tool>
        )}
        <Tool label="Image by URL" onClick={() => setAsking("image")}>
          <ImageIcon className="size-4" aria-hidden />
        </Tool>
        <Tool label="Button link" onClick={() => setAsking("button")}>
          <MousePointerClick className="size-4" aria-hidden />
        </Tool>
      </div>
      <EditorContent editor={editor} />
      {asking && (
        <InsertDialog
          kind={asking}
          initialUrl={asking === "link" ? (editor.getAttributes("link").href ?? "") : ""}
          onInsert={(value) => insert(asking, value)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
