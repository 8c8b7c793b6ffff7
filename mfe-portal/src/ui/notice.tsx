import type { ReactNode } from 'react';

export type Tone = 'info' | 'ok' | 'warn' | 'error';

interface NoticeProps {
  tone: Tone;
  title: string;
  /** A heading for the page's outcome (`h2`), else a bold line. */
  heading?: boolean;
  /** `alert` for what went wrong now, `status` for news that can wait; none for a page's outcome. */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** A tinted box with a title and an explanation, in the tone of what happened. */
export const Notice = ({ tone, title, heading = false, role, children }: NoticeProps) => {
  const Title = heading ? 'h2' : 'p';
  return (
    <div
      role={role}
      className={`portal-notice portal-tone-${tone}${heading ? ' portal-large' : ''}`}
    >
      <Title>{title}</Title>
      {children}
    </div>
  );
};
