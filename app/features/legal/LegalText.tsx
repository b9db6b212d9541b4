import { Fragment } from 'react';
import { TextLink } from '#ds';
import { matchEntry } from '../../lib/navigation';

/** Plain text where paths of our own pages ("/manage/dmca_form") and email addresses become links. */
export function LegalText({ text }: { text: string }) {
  const parts = text.split(/((?<![\w/])\/[a-z][\w\-/]*[\w]|[\w.+-]+@[\w-]+\.[\w.]+[\w])/gi);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 1 && part.includes('@'))
          return (
            <TextLink key={i} href={`mailto:${part}`}>
              {part}
            </TextLink>
          );
        if (i % 2 === 1 && matchEntry(part)?.entry.routePath !== '*')
          return (
            <TextLink key={i} href={part}>
              {part}
            </TextLink>
          );
        return <Fragment key={i}>{part}</Fragment>;
      })}
    </>
  );
}
