import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Three columns of tiles on a phone, four from the tablet width up. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
