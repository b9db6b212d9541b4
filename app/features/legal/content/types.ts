/**
 * Data shapes for the static and legal pages. Plain text only: no HTML, no markdown.
 * Internal links are written as plain paths (for example "/manage/dmca_form");
 * the renderer decides whether to turn them into links.
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDoc {
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string;
  sections: LegalSection[];
  kind: 'legal' | 'info';
}
