import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { palette } from './tokens';

const surfaces = ['background', 'surface', 'surfaceRaised', 'surfaceHover', 'surfacePressed', 'accentSubtle'] as const;
const texts = ['text', 'textMuted', 'accent', 'accentText', 'accentTextStrong', 'dangerText', 'successText'] as const;

describe('text contrast (WCAG 2.2 AA: 4.5:1)', () => {
  for (const surface of surfaces) {
    for (const text of texts) {
      it(`${text} on ${surface}`, () => {
        expect(contrastRatio(palette[text], palette[surface])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('text on the solid fills', () => {
    expect(contrastRatio(palette.textOnAccent, palette.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.textOnAccent, palette.accentHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.textOnDanger, palette.danger)).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring stands out from every surface (3:1 for non-text)', () => {
    for (const surface of surfaces) expect(contrastRatio(palette.focus, palette[surface]), surface).toBeGreaterThanOrEqual(3);
  });
});
