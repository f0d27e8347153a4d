import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { NoticeFrame, type NoticeTone, noticeClass } from "./plain.tsx";

/** A boxed message with its icon inside a form: `tone` error (role=alert) or success (role=status). */
export function Notice({
  tone,
  children,
  className,
}: {
  tone: NoticeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <NoticeFrame tone={tone} className={cn(noticeClass(tone), className)}>
      {children}
    </NoticeFrame>
  );
}
