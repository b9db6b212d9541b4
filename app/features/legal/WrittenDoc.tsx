/** A written (legal or info) document: summary, date, sections with paragraphs and lists. */
import { Heading, Prose, Text } from '#ds';
import { LegalText } from './LegalText';
import type { LegalDoc } from './content/types';

export function WrittenDoc({ doc }: { doc: LegalDoc }) {
  return (
    <Prose>
      <Text size="lg">{doc.summary}</Text>
      <Text tone="muted" size="sm">
        Last updated {doc.updated}
      </Text>
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <Heading level={2}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LegalText text={paragraph} />
            </p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>
                  <LegalText text={item} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Prose>
  );
}
